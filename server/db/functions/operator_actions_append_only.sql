-- Append-only: nothing in the code updates or deletes an audit row, and the table refuses it.
CREATE OR REPLACE FUNCTION operator_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_actions is append-only (% refused)', TG_OP;
END;
$$;
CREATE TRIGGER operator_actions_no_update_delete BEFORE UPDATE OR DELETE ON operator_actions
  FOR EACH ROW EXECUTE FUNCTION operator_actions_append_only();
CREATE TRIGGER operator_actions_no_truncate BEFORE TRUNCATE ON operator_actions
  FOR EACH STATEMENT EXECUTE FUNCTION operator_actions_append_only();
