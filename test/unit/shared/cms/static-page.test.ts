import { describe, expect, it } from 'vitest'
import { toContentPageData } from '../../../../shared/cms/static-page'

const URI = '/fr-fr/content/cookies'

/** A valid document, with the parts a test changes. */
const doc = (overrides: Record<string, unknown> = {}) => ({
  title: 'Politique cookies',
  intro: 'Un cookie est un <strong>petit</strong> fichier.',
  updatedAt: '2026-10-05',
  sections: [{ heading: 'Votre consentement', blocks: [{ type: 'paragraph', text: 'Refuser est simple.' }] }],
  ...overrides,
})

describe('a static page document as the page reads it', () => {
  it('keeps the title, the update date, the intro with its emphasis and the sections in order', () => {
    const page = toContentPageData(doc(), URI)
    expect(page).toMatchObject({
      title: 'Politique cookies',
      updatedAt: '2026-10-05',
      uri: URI,
      intro: [{ text: 'Un cookie est un ' }, { text: 'petit', strong: true }, { text: ' fichier.' }],
      sections: [{ heading: 'Votre consentement', blocks: [{ type: 'paragraph', text: [{ text: 'Refuser est simple.' }] }], link: null }],
    })
  })

  it.each([
    ['no SEO data', undefined, { title: 'Politique cookies', description: 'Un cookie est un petit fichier.', index: true, follow: true }],
    [
      'SEO data',
      { title: 'Cookies et traceurs', description: 'Nos cookies.', index: false, follow: true },
      { title: 'Cookies et traceurs', description: 'Nos cookies.', index: false, follow: true },
    ],
    [
      'SEO data of the wrong shape',
      'index',
      { title: 'Politique cookies', description: 'Un cookie est un petit fichier.', index: true, follow: true },
    ],
  ])('with %s, takes its head from the document', (_case, seo, expected) => {
    expect(toContentPageData(doc({ seo }), URI)?.seo).toEqual(expected)
  })

  it('cuts a description taken from a long intro to 160 characters', () => {
    const page = toContentPageData(doc({ intro: 'mot '.repeat(100) }), URI)
    expect(page?.seo.description.length).toBe(160)
  })

  it('leaves out sections and blocks that do not fit, and links to anything but a site path or https', () => {
    const page = toContentPageData(
      doc({
        sections: [
          { heading: '', blocks: [] },
          'not a section',
          {
            heading: 'Vos droits',
            blocks: [
              { type: 'list', items: ['accès', '<em>rectification</em>'] },
              { type: 'list', items: [] },
              { type: 'table', rows: [] },
              { type: 'paragraph', text: '   ' },
            ],
            link: { label: 'Nous écrire', url: 'javascript:alert(1)' },
          },
          { heading: 'Contact', link: { label: 'Nous écrire', url: '/fr-fr/contact?reason=other' } },
        ],
      }),
      URI,
    )
    expect(page?.sections).toEqual([
      {
        heading: 'Vos droits',
        blocks: [{ type: 'list', items: [[{ text: 'accès' }], [{ text: 'rectification', em: true }]] }],
        link: null,
      },
      { heading: 'Contact', blocks: [], link: { label: 'Nous écrire', url: '/fr-fr/contact?reason=other' } },
    ])
  })

  it('reduces markup in headings and the title to their text', () => {
    const page = toContentPageData(
      doc({ title: '<script>x</script>Politique <b>cookies</b>', sections: [{ heading: '<i>Droits</i>' }] }),
      URI,
    )
    expect(page?.title).toBe('Politique cookies')
    expect(page?.sections[0]?.heading).toBe('Droits')
  })

  it.each([
    ['no title', { title: undefined }],
    ['a title of markup only', { title: '<br/>' }],
    ['no update date', { updatedAt: undefined }],
    ['an update date that is no calendar day', { updatedAt: '2026-02-30' }],
  ])('is no page with %s', (_case, overrides) => {
    expect(toContentPageData(doc(overrides), URI)).toBeNull()
  })
})
