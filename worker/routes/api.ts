import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { serverTiming } from '../middleware/server-timing'
import { activities } from './api/activities'
import { autocomplete } from './api/autocomplete'
import { cms } from './api/cms'
import { hotels } from './api/hotels'
import { logs } from './api/logs'
import { messenger } from './api/messenger'
import { activitySearch, facets, offers, searchAvailabilities } from './api/search'
import { stays } from './api/stays'

/** The {api} contract, mounted at /api. */
export const api = new Hono<AppEnv>()
  .use('*', serverTiming())
  .route('/', offers)
  .route('/', facets)
  .route('/', activitySearch)
  .route('/', searchAvailabilities)
  .route('/', autocomplete)
  .route('/', stays)
  .route('/', hotels)
  .route('/', activities)
  .route('/', cms)
  .route('/', logs)
  .route('/', messenger)
