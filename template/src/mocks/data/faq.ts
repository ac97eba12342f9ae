/**
 * Seed data of the help centre's questions and answers (the FAQ page), grouped in categories.
 * The English text; faq-fr.ts and faq-ar.ts hold the same by id, and GET /faq answers in the
 * reader's language (mocks/locale.ts), as a real product would serve its CMS's translations.
 */

export interface FaqQuestionSeed {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategorySeed {
  id: string;
  title: string;
  subtitle: string;
  /** Icon name the client maps to a glyph (payment, delivery, returns, orders, account). */
  icon: 'payment' | 'delivery' | 'returns' | 'orders' | 'account';
  questions: FaqQuestionSeed[];
}

/** One language's FAQ: every category's and question's texts, by id (faq-fr.ts, faq-ar.ts). */
export interface FaqLanguage {
  categories: Record<string, Pick<FaqCategorySeed, 'title' | 'subtitle'>>;
  questions: Record<string, Pick<FaqQuestionSeed, 'question' | 'answer'>>;
}

export const faqCategories: FaqCategorySeed[] = [
  {
    id: 'payment',
    title: 'Payment',
    subtitle: 'Cards, invoices and billing',
    icon: 'payment',
    questions: [
      {
        id: 'payment-methods',
        question: 'Which payment methods do you accept?',
        answer:
          'We accept Visa, Mastercard and American Express credit or debit cards, PayPal, and bank transfer for business accounts. Every payment is processed over an encrypted connection; we never store your full card number.',
      },
      {
        id: 'payment-when-charged',
        question: 'When is my card charged?',
        answer:
          'Your card is authorised when you place the order and charged when the parcel leaves our warehouse. If an item turns out to be unavailable, the authorisation for it is released within three business days.',
      },
      {
        id: 'payment-invoice',
        question: 'How do I get an invoice for my order?',
        answer:
          'An invoice is attached to the shipping confirmation email. You can also download it any time from My orders: open the order and choose Download invoice. Business customers can add a VAT number at checkout.',
      },
      {
        id: 'payment-declined',
        question: 'Why was my payment declined?',
        answer:
          'Most declines come from the card issuer: a billing address that does not match, a daily spending limit, or a 3-D Secure check that was not completed. Check the details with your bank and try again, or pick another method.',
      },
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery',
    subtitle: 'Shipping times, costs and countries',
    icon: 'delivery',
    questions: [
      {
        id: 'delivery-international',
        question: 'Do you ship internationally?',
        answer:
          'Yes, we ship to 42 countries across Europe, North America, the Middle East and Asia-Pacific. Duties and taxes are shown at checkout, so there is nothing more to pay when the parcel arrives.',
      },
      {
        id: 'delivery-times',
        question: 'How long does delivery take?',
        answer:
          'Standard delivery takes 3 to 5 business days, express delivery 1 to 2. Orders placed before 2 pm on a business day leave the warehouse the same day.',
      },
      {
        id: 'delivery-cost',
        question: 'How much does shipping cost?',
        answer:
          'Standard shipping is free on orders from $199; below that it costs $9.99. Express shipping costs $19.99 whatever the order total.',
      },
      {
        id: 'delivery-weekend',
        question: 'Do you deliver and answer questions at weekends?',
        answer:
          'Our carriers deliver from Monday to Saturday. The support team answers chat and email seven days a week, from 8 am to 8 pm Central European Time.',
      },
    ],
  },
  {
    id: 'returns',
    title: 'Returns & refunds',
    subtitle: 'Send something back',
    icon: 'returns',
    questions: [
      {
        id: 'returns-policy',
        question: 'What is your return policy?',
        answer:
          'You can return any unused item in its original packaging within 30 days of delivery. Start the return from My orders to get a prepaid label; returns are free for orders shipped within your country.',
      },
      {
        id: 'returns-refund-time',
        question: 'When will I get my refund?',
        answer:
          'We refund within five business days of receiving the parcel, to the payment method you used. Your bank may take a few more days to show the money on your statement.',
      },
      {
        id: 'returns-exchange',
        question: 'Can I exchange an item instead?',
        answer:
          'Yes. Choose Exchange when you start the return and pick the size or colour you want. We ship the new item as soon as the carrier scans your parcel.',
      },
      {
        id: 'returns-damaged',
        question: 'My item arrived damaged. What should I do?',
        answer:
          'Sorry about that. Send us a photo of the item and its box within 14 days of delivery through Contact support; we send a replacement or refund you in full, and you keep the damaged item.',
      },
    ],
  },
  {
    id: 'orders',
    title: 'My orders',
    subtitle: 'Track, change or cancel',
    icon: 'orders',
    questions: [
      {
        id: 'orders-track',
        question: 'How do I track my order?',
        answer:
          'Open My orders and select the order: its timeline shows every step from packing to delivery, with the carrier and a tracking number you can follow on the carrier’s site.',
      },
      {
        id: 'orders-change',
        question: 'Can I change my delivery address after ordering?',
        answer:
          'While the order is Pending or Processing you can change the address from the order page. Once it has shipped, ask the carrier to redirect it using the tracking number.',
      },
      {
        id: 'orders-cancel',
        question: 'How do I cancel an order?',
        answer:
          'Orders can be cancelled from the order page until they ship. If the button is gone, the parcel is on its way: refuse the delivery or return it for free within 30 days.',
      },
      {
        id: 'orders-missing',
        question: 'Part of my order is missing.',
        answer:
          'Large orders sometimes ship in several parcels; the shipping email lists each one. If the tracking shows everything delivered and something is still missing, contact us and we will look into it the same day.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Account & privacy',
    subtitle: 'Sign-in, password and data',
    icon: 'account',
    questions: [
      {
        id: 'account-reset-password',
        question: 'How do I reset my password?',
        answer:
          'Choose Forgot password on the sign-in page and enter your email. We send a link that works once and expires after an hour; follow it to pick a new password of at least eight characters.',
      },
      {
        id: 'account-privacy',
        question: 'How do you use my personal data?',
        answer:
          'Only to process your orders, provide support and, if you agree, send our newsletter. We never sell your data. Our privacy policy lists every processor we work with and how long we keep each kind of data.',
      },
      {
        id: 'account-delete',
        question: 'Can I delete my account?',
        answer:
          'Yes. Go to Account settings and choose Delete account. We erase your profile at once and keep invoices only as long as tax law requires.',
      },
      {
        id: 'account-two-factor',
        question: 'Can I protect my account with two-factor authentication?',
        answer:
          'Yes. In Account settings, turn on two-step sign-in and scan the code with an authenticator app. Keep the backup codes we show you somewhere safe.',
      },
    ],
  },
];
