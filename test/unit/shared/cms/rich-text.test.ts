import { describe, expect, it } from 'vitest'
import { safeUrl, toPlainText, toRichText, type RichSegment } from '../../../../shared/cms/rich-text'

describe('authored markup as text runs', () => {
  it.each<[string, RichSegment[]]>([
    ['Winter sale', [{ text: 'Winter sale' }]],
    ['<strong>-30%</strong> on weekends', [{ text: '-30%', strong: true }, { text: ' on weekends' }]],
    [
      '<b>bold <i>both</i></b>',
      [
        { text: 'bold ', strong: true },
        { text: 'both', strong: true, em: true },
      ],
    ],
    ['<p>one</p><p>two</p>', [{ text: 'one two' }]],
    ['line<br/>break', [{ text: 'line break' }]],
    ['<a href="javascript:alert(1)" onclick="x()">link text</a>', [{ text: 'link text' }]],
    ['<img src=x onerror="alert(1)">after', [{ text: 'after' }]],
    ['before<script>alert(1)</script>after', [{ text: 'beforeafter' }]],
    ['<style>p{}</style><svg><text>drawn</text></svg>shown', [{ text: 'shown' }]],
    ['&lt;b&gt; stays text &amp; &#233;t&#xE9;', [{ text: '<b> stays text & été' }]],
    ['1 < 2 and 3 > 2', [{ text: '1 < 2 and 3 > 2' }]],
    ['<!-- note -->kept', [{ text: 'kept' }]],
    ['unclosed <img src=x onerror=alert(1)', [{ text: 'unclosed' }]],
    ['  spaced\n\n  out  ', [{ text: 'spaced out' }]],
    ['Soldes&nbsp;: -30\u00a0%', [{ text: 'Soldes\u00a0: -30\u00a0%' }]],
    ['<b></b>', []],
  ])('%j', (markup, segments) => {
    expect(toRichText(markup)).toEqual(segments)
  })

  it('gives the plain text of the runs', () => {
    expect(toPlainText('<b>Soldes</b> : -30 %')).toBe('Soldes : -30 %')
  })
})

describe('link and image addresses of the CMS', () => {
  it.each<[string, string | null]>([
    ['/fr-fr/recherche?flow=gifting#theme=31', '/fr-fr/recherche?flow=gifting#theme=31'],
    ['  /images/place/1/{size} ', '/images/place/1/{size}'],
    ['https://example.com/page', 'https://example.com/page'],
    ['//evil.example/page', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<script>', null],
    ['http://example.com/', null],
    ['/path with space', null],
    ['relative/path', null],
    ['', null],
  ])('%j → %j', (url, expected) => {
    expect(safeUrl(url)).toBe(expected)
  })
})
