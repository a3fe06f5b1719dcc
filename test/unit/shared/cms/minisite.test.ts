import { describe, expect, it } from 'vitest'
import { toLegalText } from '../../../../shared/cms/minisite'

describe('a partner minisite’s legal text (site-wide §3: markup in the footer)', () => {
  it('keeps paragraphs, line breaks, emphasis and the spaces around a link', () => {
    expect(
      toLegalText(
        '<p>Offre réservée aux adhérents de <strong>Mutuelle Horizon</strong>.<br>Valable un an.</p><p>Voir les <a href="/fr-fr/contact">conditions</a> du partenaire.</p>',
      ),
    ).toEqual([
      [
        [{ text: 'Offre réservée aux adhérents de ' }, { text: 'Mutuelle Horizon', strong: true }, { text: '.' }],
        [{ text: 'Valable un an.' }],
      ],
      [[{ text: 'Voir les ' }, { text: 'conditions', href: '/fr-fr/contact' }, { text: ' du partenaire.' }]],
    ])
  })

  it('keeps https links and the site’s paths, and only the text of any other link', () => {
    expect(toLegalText('<p><a href="https://partner.example/terms">Terms</a> <a href="javascript:alert(1)">Click</a></p>')).toEqual([
      [[{ text: 'Terms', href: 'https://partner.example/terms' }, { text: ' ' }, { text: 'Click' }]],
    ])
    expect(toLegalText("<a href='//evil.example'>Here</a>")).toEqual([[[{ text: 'Here' }]]])
  })

  it('never lets markup through: scripts and their content go, other tags leave their text', () => {
    const text = toLegalText('<p>Hello<script>steal()</script> <img src=x onerror=alert(1)><em>world</em></p>')
    expect(JSON.stringify(text)).not.toMatch(/steal|onerror|<|>/)
    expect(text).toEqual([[[{ text: 'Hello ' }, { text: 'world', em: true }]]])
  })

  it('has nothing for no text', () => {
    expect(toLegalText(null)).toEqual([])
    expect(toLegalText('')).toEqual([])
    expect(toLegalText('<p> </p><br>')).toEqual([])
  })
})
