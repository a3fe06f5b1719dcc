import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { MessengerMessage } from '../../../shared/api/messenger'
import type { Message } from '../../../shared/message'
import { MESSENGER_LIMITS, isWithinChatHours } from '../../../shared/rules/messenger'
import {
  validateMessengerField,
  validateMessengerMessage,
  type MessengerErrors,
  type MessengerField,
} from '../../../shared/rules/messenger-message'
import type { Site } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import '../../styles/messenger.css'
import { MessengerError, sendMessage } from './messenger-api'
import { useConversation } from './use-conversation'

/** What the visitor typed, kept by the page while the dialog is closed. */
export type MessengerDraft = { name: string; email: string; body: string }

export type MessengerChatProps = { draft: MessengerDraft; onDraft: (draft: MessengerDraft) => void }

/** The message's time on the site's clock: the hour alone today, with the day otherwise. */
function formatMessageTime(iso: string, now: number, site: Site): string {
  const day = new Intl.DateTimeFormat(site.bcp47, { timeZone: site.timeZone, dateStyle: 'short' })
  const sameDay = day.format(Date.parse(iso)) === day.format(now)
  return new Intl.DateTimeFormat(site.bcp47, {
    timeZone: site.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
  }).format(Date.parse(iso))
}

/**
 * The chat in its dialog (site-wide §2): whether advisers are at their desks now, the conversation
 * as a log, and the message box. The first message asks for a name and an email (the contact form's
 * rules) so that an answer can also come by email; the conversation's token stays in this browser.
 */
export function MessengerChat({ draft, onDraft }: MessengerChatProps) {
  const { _ } = useLingui()
  const { site } = useSite()
  const { conversation, status, now, update, forget, token } = useConversation(site.id)
  const [errors, setErrors] = useState<MessengerErrors>({})
  const [sendError, setSendError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const ids = useId()
  const form = useRef<HTMLFormElement>(null)
  const log = useRef<HTMLDivElement>(null)
  const first = conversation === null
  const available = isWithinChatHours(now, site.timeZone)
  const messages = conversation?.messages ?? []

  // The newest message in view.
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [messages.length])
  // Once read, the first field to fill takes the focus (the dialog had it while the chat loaded).
  useEffect(() => {
    if (status === 'loading') return
    form.current?.querySelector<HTMLElement>(first ? 'input' : 'textarea')?.focus()
  }, [status, first])

  const shown = (error: Message | undefined) => (error ? _(error.id, error.values) : null)
  const change = (field: MessengerField, value: string) => {
    onDraft({ ...draft, [field]: value })
    // A shown error follows the value; the length is checked as the visitor types.
    if (errors[field] || field === 'body')
      setErrors((e) => ({ ...e, [field]: value === '' ? undefined : (validateMessengerField(field, value) ?? undefined) }))
  }
  const blur = (field: MessengerField, next: EventTarget | null) => {
    // Leaving for Send: the submit checks every field; a message shown now would move the button
    // from under the pointer before the click lands.
    if (next instanceof HTMLButtonElement && next.type === 'submit') return
    if (draft[field] !== '') setErrors((e) => ({ ...e, [field]: validateMessengerField(field, draft[field]) ?? undefined }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const found = validateMessengerMessage({ first, ...draft })
    setErrors(found)
    setSendError(null)
    const invalid = (['name', 'email', 'body'] as const).find((f) => found[f])
    if (invalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus()
      return
    }
    setSending(true)
    try {
      const answer = await sendMessage(
        site.id,
        token,
        first ? { name: draft.name.trim(), email: draft.email.trim(), body: draft.body } : { body: draft.body },
      )
      update(answer.conversation, answer.token)
      onDraft({ ...draft, body: '' })
      form.current?.querySelector<HTMLElement>('textarea')?.focus()
    } catch (error) {
      if (error instanceof MessengerError && (error.status === 403 || error.status === 404)) {
        // The kept conversation is no longer this browser's: the message starts a new one.
        forget()
        setSendError(_('contactPage.chat.restart'))
      } else if (error instanceof MessengerError && error.status === 429) {
        setSendError(_('contactPage.chat.tooMany'))
      } else if (error instanceof MessengerError && (error.field === 'name' || error.field === 'email' || error.field === 'body')) {
        const field = error.field
        setErrors((e) => ({ ...e, [field]: validateMessengerField(field, draft[field]) ?? { id: 'form.error.mandatory' } }))
      } else {
        setSendError(_('contactPage.chat.error'))
      }
    } finally {
      setSending(false)
    }
  }

  const field = (name: 'name' | 'email', label: string, attrs: Record<string, string | number>) => {
    const id = `${ids}-${name}`
    const error = shown(errors[name])
    return (
      <div className={`field contact-field${error ? ' contact-field--error' : ''}`}>
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <input
          id={id}
          name={name}
          className="field__control"
          value={draft[name]}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => change(name, e.target.value)}
          onBlur={(e) => blur(name, e.relatedTarget)}
          {...attrs}
        />
        {error ? (
          <p id={`${id}-error`} className="contact-field__error">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  const bodyId = `${ids}-body`
  const bodyError = shown(errors.body)
  const length = draft.body.trim().length
  const count = new Intl.NumberFormat(site.bcp47)
  return (
    <div className="messenger">
      <div className={`messenger__status messenger__status--${available ? 'available' : 'away'}`}>
        {available ? (
          <p>{_('contactPage.chat.available')}</p>
        ) : (
          <>
            <p>
              <strong>{_('contactPage.chat.away')}</strong> {_('contactPage.chat.hours')}
            </p>
            <p>{_('contactPage.chat.awayLeave')}</p>
          </>
        )}
      </div>
      {status === 'loading' ? (
        <p role="status" className="contact-section__note">
          {_('contactPage.chat.loading')}
        </p>
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className="message message--error">
          {_('contactPage.chat.loadError')}
        </p>
      ) : null}
      <div ref={log} role="log" aria-label={_('contactPage.chat.log')} className="messenger__log" hidden={messages.length === 0}>
        <ol className="messenger__messages">
          {messages.map((m: MessengerMessage) => (
            <li key={m.id} className={`messenger__message messenger__message--${m.author}`}>
              <p className="messenger__meta">
                <span className="messenger__author">{_(m.author === 'visitor' ? 'contactPage.chat.you' : 'contactPage.chat.adviser')}</span>{' '}
                <time dateTime={m.createdAt}>{formatMessageTime(m.createdAt, now, site)}</time>
              </p>
              <p className="messenger__body">{m.body}</p>
            </li>
          ))}
        </ol>
      </div>
      {conversation ? (
        <p className="contact-section__note">{_('contactPage.chat.byEmail', { email: conversation.email })}</p>
      ) : status !== 'loading' ? (
        <p className="contact-section__note">{_('contactPage.chat.intro')}</p>
      ) : null}
      <form ref={form} className="messenger__form" noValidate onSubmit={(e) => void submit(e)}>
        {first && status !== 'loading' ? (
          <div className="messenger__who">
            {field('name', _('contactPage.field.name'), { autoComplete: 'name', maxLength: MESSENGER_LIMITS.name })}
            {field('email', _('contactPage.field.email'), { type: 'email', autoComplete: 'email', maxLength: MESSENGER_LIMITS.email })}
          </div>
        ) : null}
        <div className={`field contact-field${bodyError ? ' contact-field--error' : ''}`}>
          <label htmlFor={bodyId} className="field__label">
            {_('contactPage.field.description')}
          </label>
          <textarea
            id={bodyId}
            name="body"
            className="field__control messenger__input"
            rows={3}
            value={draft.body}
            required
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={`${bodyId}-count${bodyError ? ` ${bodyId}-error` : ''}`}
            onChange={(e) => change('body', e.target.value)}
            onBlur={(e) => blur('body', e.relatedTarget)}
          />
          <p id={`${bodyId}-count`} className={`messenger__count${length > MESSENGER_LIMITS.body ? ' messenger__count--over' : ''}`}>
            {_('contactPage.chat.count', { count: count.format(length), max: count.format(MESSENGER_LIMITS.body) })}
          </p>
          {bodyError ? (
            <p id={`${bodyId}-error`} className="contact-field__error">
              {bodyError}
            </p>
          ) : null}
        </div>
        {sendError ? (
          <p role="alert" className="message message--error">
            {sendError}
          </p>
        ) : null}
        <button type="submit" className="button button--primary messenger__send" disabled={sending || status === 'loading'}>
          {_('contactPage.send')}
        </button>
      </form>
    </div>
  )
}
