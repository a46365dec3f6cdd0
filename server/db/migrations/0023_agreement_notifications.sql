-- "Agreement updated" follows a published version (server/db/functions/gavel_agreement_events.sql),
-- no longer an edit of the article's body: a console draft changed the body without publishing
-- anything, and the old binding looked the agreement up by the wrong dictionary field.
DROP TRIGGER IF EXISTS articles_notify ON articles;
