import { contentPage } from "../app/page-handle.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { ClosingCallToAction, Section } from "../components/section.tsx";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/ui/accordion.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { faqCategories, faqClosing, faqIntro, faqSection } from "../content/faq.ts";
import { Tx, useTx } from "../i18n/tx.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/faq";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) => metaOf(faqIntro.meta, location, "FAQ");

export default function FaqPage() {
  const tabsLabel = useTx(faqSection.tabsLabel);
  return (
    <>
      <PageIntro copy={faqIntro} />
      <Section id="questions" heading={faqSection.heading} className="max-w-4xl">
        <Tabs defaultValue={faqSection.defaultTab} className="mt-8">
          <TabsList aria-label={tabsLabel}>
            {faqCategories.map((category) => (
              <TabsTrigger key={category.value} value={category.value}>
                <Tx>{category.name}</Tx>
              </TabsTrigger>
            ))}
          </TabsList>
          {faqCategories.map((category, i) => (
            <TabsContent key={category.value} value={category.value}>
              <h3 className="font-serif text-2xl font-bold">
                <Tx>{faqSection.principleTitle(i, category.name)}</Tx>
              </h3>
              <p className="mt-2 text-muted-foreground">
                <Tx>{category.description}</Tx>
              </p>
              <Accordion className="mt-6 rounded-[var(--radius-card)] border border-border bg-card px-5 shadow-sm">
                {category.items.map((item) => (
                  <AccordionItem key={item.question}>
                    <AccordionTrigger>
                      <Tx>{item.question}</Tx>
                    </AccordionTrigger>
                    <AccordionContent>
                      <Tx>{item.answer}</Tx>
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </TabsContent>
          ))}
        </Tabs>
      </Section>
      <ClosingCallToAction id="faq-cta" {...faqClosing} />
    </>
  );
}
