import { useCallback, useEffect, useRef, useState } from 'react'
import type { MessengerConversation } from '../../../shared/api/messenger'
import { MESSENGER_POLL_MS } from '../../../shared/rules/messenger'
import type { SiteId } from '../../../shared/sites'
import { fetchConversation, MessengerError, storedToken, storeToken } from './messenger-api'

export type ConversationState = {
  /** The conversation this browser holds on the site, once read; null before the first message. */
  conversation: MessengerConversation | null
  /** 'loading' while the kept conversation is first read; 'failed' when it could not be. */
  status: 'loading' | 'ready' | 'failed'
  /** The time of the last refresh (advisers' availability is judged on it). */
  now: number
  /** Takes the conversation a sent message answered with (and its token when it started it). */
  update: (conversation: MessengerConversation, token?: string) => void
  /** Forgets the kept conversation (its token no longer opens it). */
  forget: () => void
  token: string | null
}

/**
 * The chat's conversation while the dialog is open: read at once when this browser keeps one,
 * then again every MESSENGER_POLL_MS while the tab is seen (and at once when it is seen again), so
 * that an adviser's answer appears. Closing the dialog unmounts it, which stops the refresh.
 */
export function useConversation(site: SiteId): ConversationState {
  const [token, setToken] = useState(() => storedToken(site))
  const [conversation, setConversation] = useState<MessengerConversation | null>(null)
  const [status, setStatus] = useState<ConversationState['status']>(token ? 'loading' : 'ready')
  const [now, setNow] = useState(() => Date.now())
  const inFlight = useRef<AbortController | null>(null)

  const forget = useCallback(() => {
    storeToken(site, null)
    setToken(null)
    setConversation(null)
    setStatus('ready')
  }, [site])

  const refresh = useCallback(async () => {
    setNow(Date.now())
    if (!token || inFlight.current) return
    const controller = new AbortController()
    inFlight.current = controller
    try {
      const read = await fetchConversation(site, token, controller.signal)
      setConversation(read)
      setStatus('ready')
    } catch (error) {
      if (controller.signal.aborted) return
      // The token opens nothing (the conversation is gone, or was another's): start afresh.
      if (error instanceof MessengerError && [401, 403, 404].includes(error.status)) forget()
      else setStatus((s) => (s === 'loading' ? 'failed' : s))
    } finally {
      if (inFlight.current === controller) inFlight.current = null
    }
  }, [site, token, forget])

  useEffect(() => {
    void refresh()
    const tick = () => {
      if (document.visibilityState === 'visible') void refresh()
    }
    const timer = setInterval(tick, MESSENGER_POLL_MS)
    document.addEventListener('visibilitychange', tick)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', tick)
      inFlight.current?.abort()
      inFlight.current = null
    }
  }, [refresh])

  const update = useCallback(
    (next: MessengerConversation, newToken?: string) => {
      if (newToken) {
        storeToken(site, newToken)
        setToken(newToken)
      }
      setConversation(next)
      setStatus('ready')
      setNow(Date.now())
    },
    [site],
  )

  return { conversation, status, now, update, forget, token }
}
