-- 0007_messenger.sql: the contact page's chat between a visitor and the advisers. Transactional,
-- like 0002: never touched by the seed. Timestamps ISO-8601 UTC text.

-- One conversation per visitor's chat. id is a random UUID (it names the conversation in the
-- visitor's token and the advisers' calls); the token's secret is kept only as its SHA-256 (hex),
-- so a copy of the database reads no conversation through the API. name and email are asked with
-- the first message, so that an answer can also go by email. last_activity_at moves with every
-- message: the advisers' list is sorted on it.
CREATE TABLE messenger_conversations (
  id               TEXT PRIMARY KEY,
  site             TEXT NOT NULL,
  name             TEXT NOT NULL,
  email            TEXT NOT NULL,
  token_hash       TEXT NOT NULL,
  created_at       TEXT NOT NULL,
  last_activity_at TEXT NOT NULL
);
CREATE INDEX messenger_conversations_activity ON messenger_conversations(last_activity_at);

-- The messages of a conversation in the order written (id), by the visitor or an adviser.
CREATE TABLE messenger_messages (
  id              INTEGER PRIMARY KEY,
  conversation_id TEXT NOT NULL REFERENCES messenger_conversations(id),
  author          TEXT NOT NULL CHECK (author IN ('visitor', 'adviser')),
  body            TEXT NOT NULL,
  created_at      TEXT NOT NULL
);
CREATE INDEX messenger_messages_conversation ON messenger_messages(conversation_id, id);
