-- The signed-in lists keep a viewer's session and links in memory (decision 0037): every change
-- to the rows they are read from is announced on the `row_changes` channel after it commits, so
-- each node forgets what it kept, whichever code path, node or cascade made the change.
CREATE FUNCTION announce_viewer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('row_changes', 'viewer:' || CASE TG_OP WHEN 'DELETE' THEN OLD.consumer_id ELSE NEW.consumer_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change that reaches every viewer at once: which events a plan covers, or a table emptied.
CREATE FUNCTION announce_every_viewer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('row_changes', 'viewer:*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_viewer_change();
--> statement-breakpoint
CREATE TRIGGER enrollments_announce AFTER INSERT OR UPDATE OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION announce_viewer_change();
--> statement-breakpoint
CREATE TRIGGER purchases_announce AFTER INSERT OR UPDATE OR DELETE ON purchases
  FOR EACH ROW EXECUTE FUNCTION announce_viewer_change();
--> statement-breakpoint
CREATE TRIGGER pricing_plan_screenings_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pricing_plan_screenings
  FOR EACH STATEMENT EXECUTE FUNCTION announce_every_viewer_change();
--> statement-breakpoint
CREATE TRIGGER sessions_announce_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_every_viewer_change();
--> statement-breakpoint
CREATE TRIGGER enrollments_announce_truncate AFTER TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION announce_every_viewer_change();
--> statement-breakpoint
CREATE TRIGGER purchases_announce_truncate AFTER TRUNCATE ON purchases
  FOR EACH STATEMENT EXECUTE FUNCTION announce_every_viewer_change();
