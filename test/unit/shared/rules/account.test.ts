import { describe, expect, it } from 'vitest'
import { normalizeEmail, validatePasswordChange, validateProfile, validateSignIn, validateSignUp } from '../../../../shared/rules/account'

describe('account forms', () => {
  it('need a well-formed address and a password to sign in, whatever its length', () => {
    expect(validateSignIn({ email: 'anna@example.com', password: 'x' })).toEqual({})
    expect(validateSignIn({ email: 'anna@', password: '' })).toEqual({
      email: { id: 'form.error.email' },
      password: { id: 'form.error.mandatory' },
    })
  })

  it('need names, an address and a password of at least 8 characters to create an account', () => {
    expect(validateSignUp({ firstName: 'Anna', lastName: 'Martin', email: 'anna@example.com', password: '12345678' })).toEqual({})
    expect(validateSignUp({ firstName: ' ', lastName: 'x'.repeat(81), email: 'anna', password: '1234567' })).toEqual({
      firstName: { id: 'form.error.mandatory' },
      lastName: { id: 'form.error.maxLength', values: { maxlength: 80 } },
      email: { id: 'form.error.email' },
      password: { id: 'account.error.passwordShort', values: { min: 8 } },
    })
    expect(validateSignUp({ firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'x'.repeat(201) }).password).toEqual({
      id: 'form.error.maxLength',
      values: { maxlength: 200 },
    })
  })

  it("check the profile with the checkout's buyer rules, the phone being optional", () => {
    expect(validateProfile({ firstName: 'Anna', lastName: 'Martin', phoneNumber: '' })).toEqual({})
    expect(validateProfile({ firstName: 'Anna', lastName: 'Martin', phoneNumber: '+33 6 12 34 56 78' })).toEqual({})
    expect(validateProfile({ firstName: '', lastName: 'Martin', phoneNumber: 'call me' })).toEqual({
      firstName: { id: 'form.error.mandatory' },
      phoneNumber: { id: 'form.error.phone' },
    })
  })

  it('need the current password and a new one by the rule to change it', () => {
    expect(validatePasswordChange({ currentPassword: 'old', newPassword: 'new password' })).toEqual({})
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: { id: 'form.error.mandatory' },
      newPassword: { id: 'account.error.passwordShort', values: { min: 8 } },
    })
  })

  it('key accounts by the address trimmed and in lower case', () => {
    expect(normalizeEmail('  Anna.Martin@Example.COM ')).toBe('anna.martin@example.com')
  })
})
