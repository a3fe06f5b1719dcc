import { describe, expect, it } from 'vitest'
import { SOURCE_LOCALE } from '../../../locales/locales'
import { readCatalog } from '../../../scripts/compile-locales'

const source = readCatalog(SOURCE_LOCALE)

// The texts site-wide.md words exactly (its screens and its error catalogue, §2 and §8), as the
// English source says them: every site's translation starts from these.
const SPEC_TEXTS: readonly (readonly [id: string, text: string])[] = [
  ['notFound.title', 'Oops!'],
  ['notFound.message', "We can't seem to find the page you are looking for."],
  ['notFound.code', 'Error code: 404'],
  ['common.goHome', 'Go to the homepage'],
  ['product.expired.title', 'Too late!'],
  ['product.expired.message', 'This offer has expired... Luckily, we have other stays to suggest you.'],
  ['crash.title', 'It seems that the page went on holidays'],
  ['contactPage.message.title', 'Leave us a message'],
  ['contactPage.success', 'Thank you for your message. Our customer care team will contact you within 48h.'],
  [
    'contactPage.error',
    "Oops! Something went wrong. Please click on 'Send' again. If the problem persists, please consult our FAQs on the top of the page.",
  ],
  ['hotelPage.reviews', 'Customer reviews'],
  ['hotelPage.reviews.more', 'Show more'],
  ['hotelPage.reviews.readAll', 'Read all the reviews'],
  ['hotelPage.reviews.allLanguages', 'See all the languages'],
  ['hotelPage.reviews.noneInLanguage', 'There are currently no reviews published in {language}.'],
  ['hotelPage.reviews.empty', 'Be the first to try this brand new experience!'],
]

describe("the English source catalogue's site-wide texts", () => {
  it.each(SPEC_TEXTS)('%s reads as the spec words it', (id, text) => {
    expect(source[id]).toBe(text)
  })
})
