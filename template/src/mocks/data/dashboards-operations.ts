/**
 * Facts of the Operations dashboard that no store holds (targets, staff, shifts). Its numbers are
 * computed from the orders, fulfilment and restaurant collections by handlers/dashboards-operations.ts.
 */
export const operationsSeed = {
  warehouses: [
    {
      name: 'Newark, NJ',
      capacity: 1200,
      stock: [
        { sku: 'EAR-PRO', product: 'Wireless Earbuds Pro', onHand: 180, reorderPoint: 60 },
        { sku: 'CHR-ERG', product: 'Ergonomic Office Chair', onHand: 24, reorderPoint: 20 },
        { sku: 'MON-27K', product: '27" 4K Monitor', onHand: 9, reorderPoint: 15 },
        { sku: 'SPK-BT', product: 'Bluetooth Speaker', onHand: 140, reorderPoint: 40 },
        { sku: 'BRU-ELE', product: 'Electric Toothbrush', onHand: 75, reorderPoint: 30 },
        { sku: 'ULT-14', product: 'Ultrabook 14"', onHand: 3, reorderPoint: 8 },
      ],
    },
    {
      name: 'Reno, NV',
      capacity: 900,
      stock: [
        { sku: 'WCH-FIT', product: 'Smart Fitness Watch', onHand: 96, reorderPoint: 30 },
        { sku: 'KEY-MEC', product: 'Mechanical Keyboard', onHand: 210, reorderPoint: 50 },
        { sku: 'ESP-MAC', product: 'Espresso Machine', onHand: 12, reorderPoint: 10 },
        { sku: 'AIR-PUR', product: 'Air Purifier', onHand: 31, reorderPoint: 25 },
        { sku: 'PHN-128', product: 'Smartphone 128 GB', onHand: 4, reorderPoint: 12 },
        { sku: 'HLM-RD', product: 'Road Bike Helmet', onHand: 66, reorderPoint: 20 },
      ],
    },
    {
      name: 'Dallas, TX',
      capacity: 1000,
      stock: [
        { sku: 'CAM-4K', product: '4K Action Camera', onHand: 48, reorderPoint: 20 },
        { sku: 'HPH-NC', product: 'Noise-Cancelling Headphones', onHand: 130, reorderPoint: 40 },
        { sku: 'DSK-STD', product: 'Standing Desk Frame', onHand: 18, reorderPoint: 12 },
        { sku: 'PRN-LAS', product: 'Laser Printer', onHand: 7, reorderPoint: 10 },
        { sku: 'DRN-MIN', product: 'Drone Mini', onHand: 22, reorderPoint: 10 },
        { sku: 'DBL-SMT', product: 'Smart Doorbell', onHand: 55, reorderPoint: 20 },
      ],
    },
  ],
  /** Orders a kitchen can prepare or dispatch at once. */
  branchCapacity: { 'New York': 6, Washington: 4, Texas: 4, Florida: 4, California: 5 } as Record<string, number>,
  staff: [
    { name: 'Ana Ruiz', team: 'warehouse', role: 'picker', shift: 'morning' },
    { name: 'Ben Cole', team: 'warehouse', role: 'packer', shift: 'morning' },
    { name: 'Chen Wei', team: 'warehouse', role: 'forklift', shift: 'evening' },
    { name: 'Dara Singh', team: 'warehouse', role: 'supervisor', shift: 'morning' },
    { name: 'Eli Novak', team: 'warehouse', role: 'picker', shift: 'night' },
    { name: 'Finn Walsh', team: 'dispatch', role: 'driver', shift: 'morning' },
    { name: 'Gia Russo', team: 'dispatch', role: 'driver', shift: 'evening' },
    { name: 'Hugo Baptiste', team: 'dispatch', role: 'dispatcher', shift: 'morning' },
    { name: 'Ivy Chen', team: 'dispatch', role: 'driver', shift: 'night' },
    { name: 'Jade Moreau', team: 'kitchen', role: 'chef', shift: 'morning' },
    { name: 'Kofi Mensah', team: 'kitchen', role: 'line-cook', shift: 'evening' },
    { name: 'Lena Vogel', team: 'kitchen', role: 'chef', shift: 'evening' },
    { name: 'Mo Farah', team: 'kitchen', role: 'line-cook', shift: 'morning' },
    { name: 'Nia Brooks', team: 'support', role: 'agent', shift: 'morning' },
    { name: 'Oscar Lind', team: 'support', role: 'agent', shift: 'evening' },
    { name: 'Pia Kaur', team: 'support', role: 'agent', shift: 'night' },
    { name: 'Quinn Adler', team: 'support', role: 'lead', shift: 'morning' },
    { name: 'Rosa Diaz', team: 'kitchen', role: 'line-cook', shift: 'night' },
  ],
};

export const shifts = {
  morning: { start: 6, end: 14 },
  evening: { start: 14, end: 22 },
  night: { start: 22, end: 6 },
} as const;
export type ShiftName = keyof typeof shifts;
