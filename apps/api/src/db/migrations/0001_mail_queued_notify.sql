-- A queued mail wakes the mail worker of every instance as soon as it is committed (NOTIFY is
-- delivered on commit), instead of waiting for the worker's next look at the queue.
CREATE OR REPLACE FUNCTION notify_mail_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mail_queued', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_queued AFTER INSERT ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION notify_mail_queued();
