import { PageIntro } from "../components/page-intro.tsx";
import { ClosingCallToAction, Section } from "../components/section.tsx";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/ui/accordion.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { faqCategories, faqClosing, faqIntro, faqSection } from "../content/faq.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () => metaOf(faqIntro.meta, "FAQ");

export default function FaqPage() {
  return (
    <>
      <PageIntro copy={faqIntro} />
      <Section id="questions" heading={faqSection.heading} className="max-w-4xl">
        <Tabs defaultValue={faqSection.defaultTab} className="mt-8">
          <TabsList aria-label={faqSection.tabsLabel}>
            {faqCategories.map((category) => (
              <TabsTrigger key={category.value} value={category.value}>
                {category.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {faqCategories.map((category, i) => (
            <TabsContent key={category.value} value={category.value}>
              <h3 className="font-serif text-2xl font-bold">{faqSection.principleTitle(i, category.name)}</h3>
              <p className="mt-2 text-muted-foreground">{category.description}</p>
              <Accordion
                type="single"
                collapsible
                className="mt-6 rounded-[var(--radius-card)] border border-border bg-card px-5 shadow-sm"
              >
                {category.items.map((item, j) => (
                  <AccordionItem key={item.question} value={`${category.value}-${j}`}>
                    <AccordionTrigger>{item.question}</AccordionTrigger>
                    <AccordionContent>{item.answer}</AccordionContent>
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
