import { useId, useState } from "react";
import { useAdminMessages } from "../admin-messages.tsx";
import {
  notificationsSupported,
  notificationsWanted,
  setNotificationsWanted,
} from "./browser-notifications.ts";

/**
 * Browser notifications for new crisis alerts, off until the staff member turns them on here: turning
 * them on asks the browser's permission, and a refusal is explained rather than silently ignored.
 */
export function NotificationToggle() {
  const m = useAdminMessages().live;
  const id = useId();
  const [on, setOn] = useState(
    () => notificationsSupported() && notificationsWanted() && Notification.permission === "granted",
  );
  const [denied, setDenied] = useState(false);
  if (!notificationsSupported()) return null;
  const change = async (wanted: boolean) => {
    setDenied(false);
    if (!wanted) {
      setNotificationsWanted(false);
      setOn(false);
      return;
    }
    const permission = await Notification.requestPermission();
    const granted = permission === "granted";
    setNotificationsWanted(granted);
    setOn(granted);
    setDenied(!granted);
  };
  return (
    <div className="mt-4 text-sm">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4"
          checked={on}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor={id}>{m.notifyToggle}</label>
      </div>
      {denied ? (
        <p role="status" className="mt-1 text-muted-foreground">
          {m.notifyDenied}
        </p>
      ) : null}
    </div>
  );
}
