-- 0100_search.sql: a derived index for searches without destination (search budgets, issue 3).
--
-- Why: a search bills the rows it reads (meta.rows_read) and is held to 5,000 rows. A search
-- without destination weighs every stay of the catalogue: a check-in day alone has about 5,300
-- availability rows (4,900 of them open), and each stay that survives needs its stay, room and
-- hotel rows and one more row per extra night, so an exact per-stay answer reads 20,000 rows or
-- more whatever the indexes. No index or extra column on the existing tables can bring that under
-- 5,000 rows: what can is reading one row per hotel instead of several per stay.
--
-- What: for one search shape (flow, check-in day, nights, sort) with the default party (2 adults)
-- and no destination, each hotel's first offer in that sort (the card the search would show), its
-- sort columns, the hotel columns the hotel-level filters and the map need, how many offers it has
-- and their ids, stored in sort order. A search of that shape then reads the shape's rows once (the
-- count, about 1,800 rows), the top of them for its page, and computes its page's cards exactly
-- from the catalogue tables, as before.
-- Filters on stays (price, themes, activity tags), other parties and destinations search the
-- catalogue tables directly (worker/data/d1-catalog/search-index.ts decides).
--
-- How it stays exact:
--   * rows are derived by the same SQL as the search itself (buildStayCtes), never by hand;
--   * search_index_builds records, per shape, the catalogue it was built from (catalogue_meta:
--     seed version, seed, start date, counts) and the day it was built: a shape built from another
--     catalogue (a reseed) is ignored and rebuilt;
--   * the only thing that changes with time is a stay's expiration date: valid_until is the earliest
--     expiration among the hotel's offers, and a row past it is recomputed from the catalogue
--     tables within the same statement until the shape is rebuilt (at most once a day, after the
--     response).
-- Shapes are built on first use (the search that misses answers from the catalogue tables and
-- builds the shape after the response) and ahead of time by `npx tsx scripts/build-search-index.ts`
-- (run it after seeding). Past check-in days and other catalogues' rows are removed by each build.

CREATE TABLE search_hotel_offers (
  flow        TEXT NOT NULL,      -- booking | gifting | hotel
  day         INTEGER NOT NULL,   -- check-in day number (see 0001), 0 when the search has no dates
  nights      INTEGER NOT NULL,   -- nights asked for, 0 for each stay's default length
  sort        TEXT NOT NULL,      -- the API orderBy (never distance: it needs a destination)
  position    INTEGER NOT NULL,   -- the hotel's rank in the sort (1 = first card without filters)
  hotel_id    INTEGER NOT NULL,
  stay_id     INTEGER NOT NULL,   -- the hotel's first offer in this sort
  pp          INTEGER NOT NULL,   -- its price per person per night (cents)
  promo       INTEGER NOT NULL,   -- its discount (whole percent)
  popularity  INTEGER NOT NULL,
  total       INTEGER NOT NULL,   -- its total price for the party (cents)
  score       REAL,               -- hotels.review_average
  lat         REAL NOT NULL,
  lng         REAL NOT NULL,
  type_id     INTEGER NOT NULL,
  env_id      INTEGER NOT NULL,
  style_id    INTEGER NOT NULL,
  stars       INTEGER NOT NULL,
  pets        INTEGER NOT NULL,
  offers      INTEGER NOT NULL,   -- the hotel's offers matching the search
  ids         TEXT NOT NULL,      -- JSON array of their stay ids, ascending (map markers)
  valid_until TEXT,               -- earliest expiration_date of those offers, NULL when none expires
  -- Stored in sort order: a page is read from the top without sorting every hotel (a sort reads
  -- each of its rows once more, and D1 bills it).
  PRIMARY KEY (flow, day, nights, sort, position)
) WITHOUT ROWID;

-- Rows past their valid_until, found without reading the shape's other rows.
CREATE INDEX search_hotel_offers_valid_until ON search_hotel_offers(flow, day, nights, sort, valid_until);

CREATE TABLE search_index_builds (
  flow      TEXT NOT NULL,
  day       INTEGER NOT NULL,
  nights    INTEGER NOT NULL,
  sort      TEXT NOT NULL,
  catalogue TEXT NOT NULL,        -- identity of the catalogue the rows come from (catalogue_meta)
  built_on  TEXT NOT NULL,        -- 'YYYY-MM-DD' (Europe/Paris) of the build
  PRIMARY KEY (flow, day, nights, sort)
) WITHOUT ROWID;
