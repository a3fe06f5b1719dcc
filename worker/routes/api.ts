import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { activities } from './api/activities'
import { autocomplete } from './api/autocomplete'
import { cms } from './api/cms'
import { hotels } from './api/hotels'
import { activitySearch, facets, offers } from './api/search'
import { stays } from './api/stays'

/** The {api} contract, mounted at /api. */
export const api = new Hono<AppEnv>()
  .route('/', offers)
  .route('/', facets)
  .route('/', activitySearch)
  .route('/', autocomplete)
  .route('/', stays)
  .route('/', hotels)
  .route('/', activities)
  .route('/', cms)
