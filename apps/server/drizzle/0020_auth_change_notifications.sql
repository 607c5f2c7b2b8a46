-- The auth layer caches each caller's user row, groups and live sessions per process; every change that
-- could refuse or narrow a caller notifies 'granska_auth_changes' with the user's id, delivered at commit
-- to every server process (docs/decisions/request-context.md).
CREATE FUNCTION "granska_notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('granska_auth_changes', CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "granska_notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('granska_auth_changes', OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_auth_change" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled OR OLD.email IS DISTINCT FROM NEW.email
        OR OLD.cust_no IS DISTINCT FROM NEW.cust_no OR OLD.cost_center IS DISTINCT FROM NEW.cost_center
        OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION "granska_notify_user_change"();--> statement-breakpoint
CREATE TRIGGER "users_auth_delete" AFTER DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "granska_notify_user_change"();--> statement-breakpoint
CREATE TRIGGER "user_groups_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "user_groups" FOR EACH ROW
  EXECUTE FUNCTION "granska_notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "idp_refresh_tokens_auth_change" AFTER UPDATE OF "revoked_at" OR DELETE ON "idp_refresh_tokens" FOR EACH ROW
  EXECUTE FUNCTION "granska_notify_auth_change"();
