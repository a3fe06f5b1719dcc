// The built-in test PSP (DESIGN §7): it moves no money and asks for no card. Its intents are
// named by the browser's test wallet and judged by the worker's test adapter with the same rule.

/** Intents whose id starts with this are declined by the test provider. */
export const TEST_DECLINED_PREFIX = 'pi_declined'

/** Prefix of the intents the test wallet approves. */
export const TEST_APPROVED_PREFIX = 'pi_test'
