/**
 * The company that issues invoices: the "From" block of a new invoice. Change it to your own
 * details (the demo backend's seed invoices use the same values).
 */
export const invoiceSender = {
  name: 'Northwind Studio LLC',
  address: '754 Broadway Avenue, New York, NY 10013',
  phone: '+1 990 588 5716',
};

/** Days between the issue date and the due date of a new invoice. */
export const defaultPaymentTermDays = 14;
