-- Group chat: groups, members (with how far each has read), messages, and a per-user token
-- bucket for the send rate. Every user is in the general group without a membership row; a row
-- is added the first time their read position is stored.
CREATE TABLE chat_groups (
  id serial PRIMARY KEY,
  name text NOT NULL,
  is_general boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chat_groups_one_general ON chat_groups (is_general) WHERE is_general;
INSERT INTO chat_groups (name, is_general) VALUES ('General', true);
CREATE TABLE chat_members (
  group_id integer NOT NULL REFERENCES chat_groups (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_id bigint NOT NULL DEFAULT 0,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX chat_members_user_idx ON chat_members (user_id);
-- Plain text or one uploaded image; never HTML. client_id makes a retried send idempotent.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES chat_groups (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id),
  client_id text NOT NULL,
  body text,
  image_url text,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((body IS NULL) <> (image_url IS NULL))
);
CREATE INDEX chat_messages_group_idx ON chat_messages (group_id, id);
CREATE UNIQUE INDEX chat_messages_client_idx ON chat_messages (user_id, client_id);
CREATE TABLE chat_rate_buckets (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  tokens double precision NOT NULL,
  at timestamptz NOT NULL
);
