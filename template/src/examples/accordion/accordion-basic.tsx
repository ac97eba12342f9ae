/**
 * Expansion panels, one open at a time (`type="single"`, `collapsible` so it can close). Arrow keys,
 * Home and End move between the headers.
 */
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

const faq = [
  {
    id: 'shipping',
    question: 'How long does shipping take?',
    answer: 'Orders ship within 24 hours and arrive in 2 to 5 working days.',
  },
  {
    id: 'returns',
    question: 'Can I return an item?',
    answer: 'Yes, within 30 days, in its original packaging. Returns are free.',
  },
  {
    id: 'payment',
    question: 'Which payment methods do you take?',
    answer: 'Cards, PayPal and bank transfers. Invoices can be paid within 30 days.',
  },
  {
    id: 'support',
    question: 'How do I reach support?',
    answer: 'Chat with us from the help menu, every day from 8:00 to 20:00.',
  },
];

export function AccordionBasic() {
  return (
    <Accordion type="single" collapsible defaultValue="shipping">
      {faq.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
