-- Agreements versioned per locale, and who accepted which (issue 22, docs/i18n.md "Agreements").
-- A version is published for one agreement at once; its text is kept here in every locale that had
-- one when it was published (the exact words a user accepted stay readable after later edits). A
-- locale without text of the current version reads the default locale's, marked as such.
CREATE TABLE agreement_versions (
  agreement text NOT NULL CHECK (agreement IN ('privacy', 'service', 'notice', 'risk')),
  version integer NOT NULL CHECK (version > 0),
  locale text NOT NULL CHECK (locale IN ('en', 'fr', 'es', 'zh-CN', 'zh-TW')),
  title text NOT NULL,
  body text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agreement, version, locale)
);

-- One row per (user, agreement, version): the version and the language the user read and accepted.
CREATE TABLE agreement_acceptances (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  agreement text NOT NULL CHECK (agreement IN ('privacy', 'service', 'notice', 'risk')),
  version integer NOT NULL CHECK (version > 0),
  locale text NOT NULL CHECK (locale IN ('en', 'fr', 'es', 'zh-CN', 'zh-TW')),
  -- 'register' or 'reaccept' (a new version accepted before buying).
  source text NOT NULL CHECK (source IN ('register', 'reaccept')),
  accepted_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, agreement, version)
);
-- The buy path's check reads (user_id, agreement) with the highest version: one index probe.
CREATE INDEX agreement_acceptances_user ON agreement_acceptances (user_id, agreement, version DESC);
