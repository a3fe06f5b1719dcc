import { useLingui } from '@lingui/react'
import { useEffect, useState, type ComponentType } from 'react'
import { messengerMode } from '../../../shared/rules/messenger'
import { useSite } from '../../app/site-context'
import { DialogButton } from '../../components/layout/dialog-button'
import type { MessengerChatProps, MessengerDraft } from './messenger-chat'

const EMPTY_DRAFT: MessengerDraft = { name: '', email: '', body: '' }

/**
 * The contact page's chat (site-wide §2): the chat hours and 'Chat with us', which opens the chat
 * in a dialog. Nothing where the messenger is disabled; in customer-care mode the hours and a note
 * that advisers answer from their own tools. The chat's code and styles load when the dialog first
 * opens; what was typed is kept here while it is closed.
 */
export function MessengerEntry() {
  const { _ } = useLingui()
  const { site, production, customerCare } = useSite()
  const [draft, setDraft] = useState(EMPTY_DRAFT)
  const mode = messengerMode({ production, siteId: site.id, customerCare })
  if (mode === 'off') return null
  return (
    <div className="contact-chat">
      <p className="contact-chat__hours">{_('contactPage.chat.hours')}</p>
      {mode === 'care' ? (
        <p className="contact-section__note">{_('contactPage.chat.careNote')}</p>
      ) : (
        <DialogButton label={_('contactPage.chat.open')} title={_('contactPage.chat.title')} className="button contact-chat__open">
          <LazyChat draft={draft} onDraft={setDraft} />
        </DialogButton>
      )}
    </div>
  )
}

/** The chat once its code is in; a failed fetch says so, and the next opening tries again. */
function LazyChat(props: MessengerChatProps) {
  const { _ } = useLingui()
  const [Chat, setChat] = useState<ComponentType<MessengerChatProps> | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    import('./messenger-chat').then(
      (m) => live && setChat(() => m.MessengerChat),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [])
  if (Chat) return <Chat {...props} />
  return (
    <p role={failed ? 'alert' : 'status'} className={failed ? 'message message--error' : 'contact-section__note'}>
      {_(failed ? 'contactPage.chat.loadError' : 'contactPage.chat.loading')}
    </p>
  )
}
