/**
 * Seed data of the datatable demos: 124 desserts and sweet snacks with their nutrition per 100 g
 * serving. Enough rows for server-side paging to matter (13 pages of 10). Calories follow the
 * macronutrients (9 kcal per gram of fat, 4 per gram of carbohydrate or protein); iron is the
 * share of the daily value, in percent.
 */

/** Columns the server can sort by. */
export const dessertSortKeys = ['name', 'calories', 'fat', 'carbs', 'protein', 'iron'] as const;
export type DessertSortKey = (typeof dessertSortKeys)[number];

/** Page sizes the server accepts; the tables offer the same choice. */
export const dessertPageSizes = [10, 25, 50, 100] as const;

export interface DessertSeed {
  id: number;
  name: string;
  /** kcal per 100 g. */
  calories: number;
  /** Grams per 100 g. */
  fat: number;
  carbs: number;
  protein: number;
  /** Percent of the daily value of iron. */
  iron: number;
}

type Row = [name: string, calories: number, fat: number, carbs: number, protein: number, iron: number];

const rows: Row[] = [
  ['Frozen yogurt', 131, 3.6, 21.6, 3, 2],
  ['Ice cream sandwich', 244, 8.6, 37.4, 4.3, 6],
  ['Eclair', 266, 16, 24, 6.4, 7],
  ['Cupcake', 313, 11.5, 49, 3.3, 8],
  ['Gingerbread', 356, 16, 49, 3.9, 16],
  ['Jelly bean', 375, 0.1, 93.5, 0, 1],
  ['Lollipop', 394, 0.2, 98, 0, 2],
  ['Honeycomb toffee', 383, 3.2, 87, 1.5, 4],
  ['Donut', 449, 25, 51, 4.9, 13],
  ['KitKat', 514, 26, 63, 7, 6],
  ['Fudge brownie', 485, 29, 50, 6, 13],
  ['New York cheesecake', 327, 22.5, 25.5, 5.5, 3],
  ['Tiramisu', 285, 18, 25, 5.8, 4],
  ['Crème brûlée', 291, 22, 18.6, 4.6, 3],
  ['Vanilla panna cotta', 234, 17, 17, 3.3, 1],
  ['Raspberry macaron', 416, 17, 58, 7.7, 6],
  ['Butter croissant', 406, 21, 46, 8.2, 11],
  ['Apple pie', 243, 11, 34, 1.9, 5],
  ['Pecan pie', 411, 17, 60, 4.5, 6],
  ['Pumpkin pie', 242, 9.8, 34, 4.4, 5],
  ['Key lime pie', 326, 14, 44, 6, 3],
  ['Lemon tart', 360, 18, 45, 4.5, 4],
  ['Chocolate mousse', 225, 16, 16, 4.3, 10],
  ['Rice pudding', 116, 2.5, 20, 3.4, 1],
  ['Bread and butter pudding', 153, 5, 22, 5, 6],
  ['Churros', 443, 27, 45, 5, 9],
  ['Pistachio baklava', 436, 29, 37, 6.7, 10],
  ['Cannoli', 361, 21, 34, 9, 5],
  ['Carrot cake', 425, 23, 50, 4.4, 7],
  ['Red velvet cake', 369, 17, 50, 4, 8],
  ['Pound cake', 396, 18, 53, 5.5, 8],
  ['Angel food cake', 263, 0.8, 58, 5.9, 3],
  ['Black Forest cake', 295, 15, 36, 4, 9],
  ['Strawberry shortcake', 261, 11, 37, 3.6, 6],
  ['Banana bread', 330, 10.5, 54.6, 4.3, 7],
  ['Blueberry muffin', 375, 17, 51, 4.6, 8],
  ['Cinnamon roll', 363, 15, 51, 6, 12],
  ['Belgian waffle', 290, 14, 33, 7.9, 12],
  ['Buttermilk pancake', 225, 9.7, 28, 6.4, 10],
  ['Sweet crêpe', 218, 10.6, 24, 6.6, 6],
  ['Chocolate chip cookie', 494, 24, 64, 5.4, 14],
  ['Oatmeal raisin cookie', 459, 18, 68, 6.2, 15],
  ['Shortbread', 500, 24, 65, 6, 11],
  ['Almond biscotti', 433, 17, 60, 10, 15],
  ['Meringue', 396, 0.2, 93, 5.5, 0],
  ['Marshmallow', 333, 0.2, 81, 1.8, 1],
  ['Vanilla fudge', 422, 12, 76, 2.4, 8],
  ['Nougat', 396, 3.4, 88, 3.3, 4],
  ['Praline', 485, 25, 61, 4, 7],
  ['Dark chocolate (70%)', 602, 43, 46, 7.8, 66],
  ['Milk chocolate', 537, 30, 59, 7.7, 13],
  ['White chocolate', 548, 32, 59, 5.9, 1],
  ['Salted caramel', 399, 8.1, 77, 4.6, 1],
  ['English toffee', 560, 33, 65, 0.8, 2],
  ['Pistachio gelato', 223, 11, 27, 4, 4],
  ['Mango sorbet', 139, 0.1, 34, 0.4, 1],
  ['Vanilla ice cream', 209, 11, 24, 3.5, 1],
  ['Chocolate ice cream', 226, 11, 28, 3.8, 5],
  ['Egg custard', 124, 4.4, 17, 4, 3],
  ['Caramel flan', 146, 4, 23, 4.5, 3],
  ['Tres leches cake', 304, 14, 38, 6.4, 3],
  ['Mochi', 220, 0.4, 50, 4, 3],
  ['Sesame halva', 486, 22, 60, 12, 19],
  ['Gulab jamun', 364, 14, 54, 5.5, 5],
  ['Apple crumble', 220, 8, 35, 2, 4],
  ['Peach cobbler', 215, 7, 36, 2, 3],
  ['Profiteroles', 334, 24, 24, 5.6, 5],
  ['Mille-feuille', 342, 19, 38, 4.8, 6],
  ['Madeleine', 431, 23, 50, 6, 7],
  ['Apple strudel', 276, 11, 41, 3.3, 5],
  ['Sticky toffee pudding', 379, 17, 53, 3.5, 8],
  ['Lemon meringue pie', 285, 10, 47, 1.7, 4],
  ['Chocolate fondant', 388, 24, 37, 6, 18],
  ['Pavlova', 284, 8, 50, 3, 2],
  ['Sherry trifle', 159, 6.5, 22, 3, 2],
  ['Sachertorte', 400, 20, 50, 5, 14],
  ['Linzer torte', 424, 20, 55, 6, 10],
  ['Opera cake', 417, 25, 42, 6, 12],
  ['Bakewell tart', 441, 25, 48, 6, 6],
  ['Treacle tart', 371, 13, 60, 3.5, 8],
  ['Eton mess', 220, 10, 30, 2.5, 2],
  ['Knafeh', 362, 18, 42, 8, 4],
  ['Basbousa', 364, 14, 55, 4.5, 5],
  ['Kheer', 145, 4.5, 22, 4, 2],
  ['Jalebi', 417, 15, 68, 2.5, 4],
  ['Rasgulla', 182, 1.5, 37, 5, 1],
  ['Loukoumades', 331, 13, 49, 4.5, 6],
  ['Turkish delight', 356, 0.2, 88, 0.5, 1],
  ['Portuguese custard tart', 325, 17, 38, 5, 4],
  ['Cherry clafoutis', 187, 7, 26, 5, 4],
  ['Tarte Tatin', 276, 12, 40, 2, 4],
  ['Kouign-amann', 446, 24, 52, 5.5, 8],
  ['Canelé', 293, 9, 48, 5, 4],
  ['Financier', 442, 26, 45, 7, 8],
  ['Greek yogurt with honey', 120, 3.5, 14, 8, 1],
  ['Chia seed pudding', 173, 9, 18, 5, 16],
  ['Açaí bowl', 133, 5, 20, 2, 4],
  ['Fruit salad', 56, 0.2, 13, 0.6, 1],
  ['Dried apricots', 270, 0.5, 63, 3.4, 15],
  ['Medjool dates', 309, 0.2, 75, 1.8, 5],
  ['Granola bar', 476, 20, 64, 10, 15],
  ['Trail mix', 497, 29, 45, 14, 17],
  ['Peanut butter cup', 530, 30, 55, 10, 9],
  ['Crispy rice treat', 403, 9, 78, 2.5, 18],
  ['Caramel popcorn', 444, 13, 78, 3.8, 8],
  ['Banana split', 196, 9, 26, 2.8, 2],
  ['Chocolate-dipped strawberries', 209, 9, 30, 2, 6],
  ['Poached pear', 103, 0.2, 25, 0.4, 1],
  ['Baked apple', 96, 0.3, 23, 0.4, 1],
  ['Bananas Foster', 200, 7, 33, 1.2, 2],
  ['Stroopwafel', 442, 18, 66, 4, 8],
  ['Speculoos biscuit', 479, 19, 72, 5, 9],
  ['Florentine', 479, 27, 52, 7, 9],
  ['Amaretti', 431, 15, 66, 8, 8],
  ['Coconut macaroon', 448, 24, 55, 3, 5],
  ['Rum baba', 270, 8, 45, 4.5, 5],
  ['Zeppole', 310, 14, 40, 6, 8],
  ['Sfogliatella', 370, 18, 45, 7, 7],
  ['Semifreddo', 282, 18, 26, 4, 2],
  ['Affogato', 175, 9, 20, 3.5, 1],
  ['Cheese blintz', 205, 9, 22, 9, 5],
  ['Rugelach', 432, 24, 48, 6, 9],
  ['Chocolate babka', 372, 16, 50, 7, 11],
  ['Hamantaschen', 398, 16, 58, 5.5, 9],
];

export const desserts: DessertSeed[] = rows.map(([name, calories, fat, carbs, protein, iron], i) => ({
  id: i + 1,
  name,
  calories,
  fat,
  carbs,
  protein,
  iron,
}));
