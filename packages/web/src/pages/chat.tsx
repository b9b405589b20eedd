import { Check, PhoneCall, X } from "lucide-react";
import { PageIntro } from "../components/page-intro.tsx";
import { Card } from "../components/ui/card.tsx";
import { chatIntro } from "../content/chat.ts";
import { ChatExperience } from "../features/chat/chat-experience.tsx";
import { chatText } from "../features/chat/chat-text.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/chat";

export const meta: Route.MetaFunction = ({ location }) => metaOf(chatIntro.meta, location, "Chat");

function DisclaimerLists() {
  const { disclaimer } = useMessages().chat;
  return (
    <div className="mt-8 grid gap-4 md:grid-cols-2">
      {[
        { list: disclaimer.does, Icon: Check, tone: "text-primary" },
        { list: disclaimer.cannot, Icon: X, tone: "text-destructive" },
      ].map(({ list, Icon, tone }) => (
        <Card key={list.title}>
          <h3 className="font-serif text-xl font-semibold">{list.title}</h3>
          <ul className="space-y-2">
            {list.items.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon aria-hidden="true" className={`mt-1 size-4 shrink-0 ${tone}`} />
                {chatText(item)}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

export default function ChatPage() {
  const { crisisNote } = useMessages().chat;
  return (
    <>
      <PageIntro copy={chatIntro}>
        <aside
          aria-labelledby="crisis-note-title"
          className="mt-8 flex gap-4 rounded-[var(--radius-card)] border-2 border-destructive bg-card p-5 sm:p-6"
        >
          <PhoneCall aria-hidden="true" className="mt-1 size-6 shrink-0 text-destructive" />
          <div>
            <h2 id="crisis-note-title" className="font-sans text-lg font-bold text-destructive">
              {crisisNote.title}
            </h2>
            <p className="mt-1 text-foreground">{crisisNote.body}</p>
          </div>
        </aside>
      </PageIntro>
      <ChatExperience disclaimer={<DisclaimerLists />} />
    </>
  );
}
