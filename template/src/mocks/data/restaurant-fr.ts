/** The menu's descriptions in French, by item id (mocks/data/restaurant.ts holds the English). */
import type { MenuLanguage } from './restaurant';

export const restaurantFr: MenuLanguage = {
  1: { desc: 'Anneaux de calamar légèrement farinés, aïoli au citron et citron grillé.' },
  2: { desc: 'Pain au levain grillé, tomates anciennes, basilic et vinaigre balsamique vieilli.' },
  3: { desc: 'Agneau frotté au cumin et grillé, servi avec un yaourt à la menthe.' },
  4: { desc: 'Mesclun, concombre, radis et vinaigrette à l’échalote.' },
  5: { desc: 'Betteraves rôties au four, feta fouettée, noix et zeste d’orange.' },
  6: { desc: 'Romaine, poulet grillé, tuiles de parmesan et sauce aux anchois.' },
  7: { desc: 'Riz carnaroli, bouillon de cèpes, thym et copeaux de parmesan.' },
  8: { desc: 'Saumon à la peau croustillante sur un écrasé de pommes de terre, beurre à l’aneth.' },
  9: { desc: 'Bœuf braisé longuement, purée de céleri-rave et jus au vin rouge.' },
  10: { desc: 'Curry de légumes de saison au lait de coco, riz jasmin.' },
  11: { desc: 'Ganache au chocolat noir dans une pâte au cacao, fleur de sel.' },
  12: { desc: 'Crème prise à la vanille, crème de citron et crumble sablé.' },
  13: { desc: 'Citrons pressés, menthe du jardin et une pointe de sucre de canne.' },
  14: { desc: 'Infusé à froid pendant dix-huit heures, servi sur glace.' },
  15: { desc: 'Mangue mûre mixée avec du yaourt et de la cardamome.' },
};
