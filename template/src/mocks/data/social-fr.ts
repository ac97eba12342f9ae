/** The members' posts, their pictures' descriptions and the seeded comments in French (social.ts holds the English). */
import type { SocialLanguage } from './social';

export const socialFr: SocialLanguage = {
  posts: {
    1: {
      text: 'L’équipe a enfin emménagé dans le nouveau studio. Des bureaux debout, une fenêtre pour chacun et une lampe qui ne fait pas l’unanimité.',
    },
    2: {
      text: 'Revue de la feuille de route bouclée : trois fonctionnalités sortent ce trimestre, deux passent au suivant, une disparaît pour de bon. Savoir dire non fait partie du métier.',
    },
    3: {
      text: 'De retour d’une semaine de visites clients. Le plus beau retour du voyage : « ça marche, tout simplement, et je n’ai jamais eu besoin de vous appeler ».',
    },
    4: {
      text: 'Les nouveaux tokens du design system sont en relecture : moins de couleurs, des noms plus clairs, et chaque paire passe les tests de contraste.',
    },
    5: {
      text: 'Tests d’utilisabilité cette semaine. Cinq personnes, un prototype, et un bouton de paiement que tout le monde a trouvé du premier coup.',
    },
    6: {
      text: 'File de tâches migrée vers le nouveau cluster sans la moindre interruption. Les courbes sont ennuyeuses, exactement comme prévu.',
    },
    7: {
      text: 'Trimestre clôturé avec deux jours d’avance. Merci à tous ceux qui ont envoyé leurs justificatifs à temps (ils se reconnaîtront).',
    },
    8: {
      text: 'La campagne de printemps est en ligne en quatre langues. Le titre français est plus réussi que l’anglais.',
    },
    9: {
      text: 'Notre modèle d’attrition explique désormais ses prédictions. Les commerciaux l’avaient demandé ; le support l’adore encore plus.',
    },
    10: {
      text: 'Séminaire d’équipe au bord du lac : une matinée de planification, un après-midi au grand air, zéro diapo.',
    },
  },
  pictures: {
    1: { imageAlt: 'Un coin de bureau lumineux avec un bureau debout, un grand écran, une chaise et un lampadaire' },
    3: { imageAlt: 'Deux valises au bord de la mer sous un ciel orangé du soir' },
    4: { imageAlt: 'Un studio vert avec un lampadaire, un fauteuil et une chemise sur un portant' },
    8: { imageAlt: 'Des arbres en fleurs sur des collines verdoyantes sous un ciel bleu pâle' },
    10: { imageAlt: 'Un lac entre des collines boisées par une journée ensoleillée' },
  },
  comments: {
    'c1-1': { text: 'La lampe reste. Je la défendrai.' },
    'c1-2': { text: 'Ça a l’air paisible. Envoyez-nous une photo du mur tableau blanc quand il sera monté !' },
    'c2-1': { text: 'Celle qui disparaît ne manquera pas à l’équipe d’astreinte.' },
    'c3-1': { text: 'Celle-là, je l’encadre pour le mur des commerciaux.' },
    'c3-2': { text: 'Bon retour ! Tes notes de frais d’ici vendredi, s’il te plaît.' },
    'c3-3': { text: 'Quelle ville avait le meilleur café ?' },
    'c4-1': { text: 'Moins de couleurs : mon genre de changement préféré.' },
    'c6-1': { text: 'Les courbes ennuyeuses sont les meilleures.' },
    'c10-1': { text: 'Le même lac l’an prochain, s’il vous plaît.' },
  },
};
