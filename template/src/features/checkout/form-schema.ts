import { z } from 'zod/mini';
import { email, maxLength, minLength, numeric, pattern, required, type Rule } from '@/lib/form-rules';
import { ruleCheck } from '@/lib/form-schema';

export const messageMax = 500;

export interface CheckoutMessages {
  /** "This card has expired" in the reader's language. */
  expired: string;
  /** "Enter the 16 digits of the card". */
  cardNumber: string;
}

const text = (...rules: Rule[]) => z.string().check(ruleCheck(...rules));

/** A MMYY expiry is valid until the end of its month. */
export function isExpired(mmyy: string, today: Date = new Date()): boolean {
  const month = Number(mmyy.slice(0, 2));
  const year = 2000 + Number(mmyy.slice(2, 4));
  return year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1);
}

/**
 * The whole order in one schema; each step validates only its own fields. Inputs with a mask (phone,
 * card, expiry, CVV) hold digits only, so the rules check digits. Custom messages come translated.
 */
export function checkoutSchema(messages: CheckoutMessages) {
  return z.object({
    firstName: text(required, maxLength(50)),
    lastName: text(required, maxLength(50)),
    email: text(required, email),
    phone: text(required, pattern(/^\d{10}$/)),
    company: text(maxLength(80)),
    companyId: text(maxLength(20)),
    address: text(required, maxLength(120)),
    zip: text(required, numeric, pattern(/^\d{5}$/)),
    city: text(required),
    country: text(required),
    cardNumber: z.string().check(
      ruleCheck(required),
      z.refine((v) => v === '' || /^\d{16}$/.test(v), messages.cardNumber),
    ),
    cardHolder: text(required, maxLength(60)),
    expiry: z.string().check(
      ruleCheck(required, pattern(/^(0[1-9]|1[0-2])\d{2}$/)),
      z.refine((v) => !/^(0[1-9]|1[0-2])\d{2}$/.test(v) || !isExpired(v), messages.expired),
    ),
    cvv: text(required, numeric, minLength(3)),
    message: text(maxLength(messageMax)),
  });
}

export type Checkout = z.infer<ReturnType<typeof checkoutSchema>>;

export const steps = ['billing', 'payment', 'order', 'message'] as const;
export type CheckoutStep = (typeof steps)[number];

/** The fields each step checks before the next one opens. */
export const stepFields: Record<CheckoutStep, (keyof Checkout)[]> = {
  billing: ['firstName', 'lastName', 'email', 'phone', 'company', 'companyId', 'address', 'zip', 'city', 'country'],
  payment: ['cardNumber', 'cardHolder', 'expiry', 'cvv'],
  order: [],
  message: ['message'],
};

export const emptyCheckout: Checkout = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  companyId: '',
  address: '',
  zip: '',
  city: '',
  country: '',
  cardNumber: '',
  cardHolder: '',
  expiry: '',
  cvv: '',
  message: '',
};
