import type { Caller } from "../../src/platform/caller.ts";
import type { Audience, RealtimeHub } from "../../src/platform/realtime/realtime-hub.ts";

export interface PublishedEvent {
  readonly room: string;
  readonly data: string;
  readonly audience: Audience | undefined;
}

/**
 * A realtime hub that keeps what server code publishes (buildApp's `realtime` option), so a test can
 * assert the exact room, data and audience without sockets; the socket tests cover delivery.
 */
export interface RecordingHub extends RealtimeHub {
  readonly events: PublishedEvent[];
  /** The events published to one room, in order. */
  inRoom(room: string): PublishedEvent[];
  /** Whether the event's audience admits the caller (no audience: everyone in the room). */
  admits(event: PublishedEvent, caller: Caller): Promise<boolean>;
}

export function createRecordingHub(): RecordingHub {
  const events: PublishedEvent[] = [];
  return {
    events,
    publish(room, data, audience) {
      events.push({ room, data, audience });
    },
    inRoom: (room) => events.filter((event) => event.room === room),
    admits: async (event, caller) => (event.audience ? await event.audience(caller) : true),
  };
}
