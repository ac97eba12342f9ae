/** `type="multiple"` lets any number of panels stay open; two start open here. */
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

const steps = [
  { id: 'install', title: 'Install', body: 'Unzip the package and run npm install in the template folder.' },
  { id: 'configure', title: 'Configure', body: 'Copy .env.example to .env and set the API base URL.' },
  { id: 'deploy', title: 'Deploy', body: 'Run npm run build and upload the dist folder to any static host.' },
];

export function AccordionMultiple() {
  return (
    <Accordion type="multiple" variant="contained" defaultValue={['install', 'configure']}>
      {steps.map((step) => (
        <AccordionItem key={step.id} value={step.id}>
          <AccordionTrigger>{step.title}</AccordionTrigger>
          <AccordionContent>{step.body}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
