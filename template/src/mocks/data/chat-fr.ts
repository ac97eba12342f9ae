/** The chat's prose in French (mocks/data/chat.ts holds the English): roles, about lines, seeded messages, replies. */
import type { ChatLanguage } from './chat';

export const chatFr: ChatLanguage = {
  contacts: {
    c1: { role: 'Designer produit', about: 'Designer produit chez Tessera. Répond en général dans l’heure.' },
    c2: { role: 'Développeur front-end', about: 'Développeur front-end chez Tessera. Répond en général dans l’heure.' },
    c3: {
      role: 'Responsable commerciale',
      about: 'Responsable commerciale chez Tessera. Répond en général dans l’heure.',
    },
    c4: {
      role: 'Responsable du support',
      about: 'Responsable du support chez Tessera. Répond en général dans l’heure.',
    },
    c5: { role: 'Analyste de données', about: 'Analyste de données chez Tessera. Répond en général dans l’heure.' },
    c6: { role: 'Responsable marketing', about: 'Responsable marketing chez Tessera. Répond en général dans l’heure.' },
    c7: { role: 'Développeur back-end', about: 'Développeur back-end chez Tessera. Répond en général dans l’heure.' },
    c8: { role: 'Chargé de clientèle', about: 'Chargé de clientèle chez Tessera. Répond en général dans l’heure.' },
  },
  messages: {
    m1: { text: 'Salut ! Tu as une minute pour regarder les nouveaux écrans d’accueil ?' },
    m2: { text: 'Bien sûr, envoie-les-moi.' },
    m3: { text: 'Les voici. La deuxième étape me paraît encore longue.' },
    m4: { text: 'D’accord, on pourrait regrouper les champs adresse et entreprise.' },
    m5: { text: 'Bonne idée, j’essaie ça cet après-midi.' },
    m6: { text: 'Le build est de nouveau au vert, merci pour le correctif.' },
    m7: { text: 'Pas de souci. Le test instable venait d’un problème de fuseau horaire.' },
    m8: { text: 'On peut décaler la revue trimestrielle à jeudi ?' },
    m9: { text: 'Vendredi me va aussi si jeudi est complet.' },
    m10: { text: 'Combien de tickets liés à la panne sont encore ouverts ?' },
    m11: { text: 'Douze, tous ont eu une réponse. Je les ferme après le déjeuner.' },
    m12: { text: 'Les chiffres de la campagne sont tombés : 4,2 % de taux de clic.' },
    m13: { text: 'C’est mieux que le mois dernier. Beau travail !' },
    m14: { text: 'L’endpoint d’export est prêt pour la relecture ?' },
  },
  replies: [
    'Bien reçu, merci !',
    'Ça me va.',
    'Je vérifie et je reviens vers toi.',
    'Super, à très vite.',
    'Parfait, je m’en occupe.',
  ],
};
