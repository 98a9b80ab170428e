-- Every instance caches resolved API keys for a few seconds, as it does sessions. A revoked, renamed
-- or deleted key notifies the sessions' channel (`backoffice_sessions_changed`) when its transaction
-- commits, so every instance forgets its cached keys at once; a key's account is a user, whose
-- changes the users trigger already reports.
CREATE TRIGGER api_keys_changed
  AFTER UPDATE OF revoked_at, policy, name, secret_hash OR DELETE
  ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
