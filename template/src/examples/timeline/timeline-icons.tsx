/** Icons in larger dots, solid or tonal, to tell kinds of events apart at a glance. */
import { CreditCard, MessageSquare, Package, Truck } from 'lucide-react';
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';

export function TimelineIcons() {
  return (
    <Timeline aria-label="Order #5089">
      <TimelineItem icon={<CreditCard />} color="success">
        <TimelineTitle>Payment accepted</TimelineTitle>
        <TimelineDescription>Visa ending in 4242.</TimelineDescription>
      </TimelineItem>
      <TimelineItem icon={<Package />} color="primary" dotVariant="tonal">
        <TimelineTitle>Packed in Lyon</TimelineTitle>
        <TimelineDescription>2 parcels, 3.4 kg.</TimelineDescription>
      </TimelineItem>
      <TimelineItem icon={<Truck />} color="info" dotVariant="tonal">
        <TimelineTitle>Out for delivery</TimelineTitle>
        <TimelineDescription>Arrives between 14:00 and 16:00.</TimelineDescription>
      </TimelineItem>
      <TimelineItem icon={<MessageSquare />} color="secondary" dotVariant="outline">
        <TimelineTitle>Note from the customer</TimelineTitle>
        <TimelineDescription>“Please leave it with the concierge.”</TimelineDescription>
      </TimelineItem>
    </Timeline>
  );
}
