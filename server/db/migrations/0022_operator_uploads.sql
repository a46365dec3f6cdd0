-- Operators upload product photos from the console (issue 23). An upload belonged to a buyer
-- (user_id); now it belongs to a buyer or to an operator (the operator's name, as the audit log
-- names them: a console account or a token), never both, never neither.
ALTER TABLE uploads ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE uploads ADD COLUMN operator text;
ALTER TABLE uploads ADD CONSTRAINT uploads_one_owner CHECK ((user_id IS NULL) <> (operator IS NULL));
