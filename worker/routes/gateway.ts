import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { serverTiming } from '../middleware/server-timing'
import { beneficiary } from './api/beneficiary'
import { boxes } from './api/boxes'
import { content } from './api/content'
import { giftCards } from './api/gift-cards'
import { orders } from './api/orders'
import { purchase } from './api/purchase'
import { staticPages } from './api/static-pages'

/** The {frontGateway} contract, mounted at /gateway. */
export const gateway = new Hono<AppEnv>()
  .use('*', serverTiming())
  .route('/', boxes)
  .route('/', content)
  .route('/', purchase)
  .route('/', orders)
  .route('/', giftCards)
  .route('/', beneficiary)
  .route('/', staticPages)
