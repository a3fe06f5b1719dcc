import { useLingui } from '@lingui/react'
import { useEffect, useId, useState } from 'react'
import { DESCRIPTION_LIMIT, truncateText } from '../../../shared/rules/product-page'
import { MOBILE_MAX_WIDTH } from '../../../shared/rules/section-nav'

/**
 * A long description cut at 250 characters (86 on phones) with 'See more', and 'See less' once
 * open (product-pages.md §4, §9). The server cuts at the wide screens' length; phones shorten it
 * once hydrated.
 */
export function TruncatedText({ text }: { text: string }) {
  const { _ } = useLingui()
  const id = useId()
  const [limit, setLimit] = useState<number>(DESCRIPTION_LIMIT.desktop)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const phone = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`)
    const apply = () => setLimit(phone.matches ? DESCRIPTION_LIMIT.mobile : DESCRIPTION_LIMIT.desktop)
    apply()
    phone.addEventListener('change', apply)
    return () => phone.removeEventListener('change', apply)
  }, [])
  const short = truncateText(text, limit)
  if (short === null) return <p>{text}</p>
  return (
    <p>
      <span id={id}>{open ? text : `${short}…`}</span>{' '}
      <button type="button" className="text-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? _('productPage.seeLess') : _('productPage.seeMore')}
      </button>
    </p>
  )
}
