-- Every instance caches resolved sessions for a few seconds. A change that ends a session or alters
-- what a session carries (its user's role, status, address, password or name) notifies the channel
-- `backoffice_sessions_changed` (SESSION_CHANGES_CHANNEL in packages/api/src/auth/session.ts) when
-- its transaction commits; every instance listening forgets its cache at once. Statement triggers:
-- one notification per statement, and PostgreSQL folds identical ones within a transaction.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('backoffice_sessions_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();

CREATE TRIGGER users_session_fields_changed
  AFTER UPDATE OF email, password_hash, first_name, last_name, second_name, phone, birthday, sex, system_role, status
  ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
