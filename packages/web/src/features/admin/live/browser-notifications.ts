/** Whether this staff member turned on browser notifications in this browser (off until they do). */
const KEY = "ember.admin.notifyAlerts";

export const notificationsSupported = () => typeof window !== "undefined" && "Notification" in window;

export function notificationsWanted(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

export function setNotificationsWanted(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(KEY, "on");
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the choice lasts this page only.
  }
}

/** Turned on here and permitted by the browser. */
export const notificationsAllowed = () =>
  notificationsSupported() && notificationsWanted() && Notification.permission === "granted";
