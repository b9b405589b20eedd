import { PhoneCall } from "lucide-react";
import { PageIntro } from "../components/page-intro.tsx";
import { chatCrisisNote, chatIntro } from "../content/chat.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/chat";

export const meta: Route.MetaFunction = () => metaOf(chatIntro.meta);

export default function ChatPage() {
  return (
    <PageIntro copy={chatIntro}>
      <aside
        aria-labelledby="crisis-note-title"
        className="mt-8 flex gap-4 rounded-[var(--radius-card)] border-2 border-destructive bg-card p-5 sm:p-6"
      >
        <PhoneCall aria-hidden="true" className="mt-1 size-6 shrink-0 text-destructive" />
        <div>
          <h2 id="crisis-note-title" className="font-sans text-lg font-bold text-destructive">
            {chatCrisisNote.title}
          </h2>
          <p className="mt-1 text-foreground">{chatCrisisNote.body}</p>
        </div>
      </aside>
    </PageIntro>
  );
}
