import { describe, expect, it } from 'vitest';
import { callApi, loginAs, useDemoServer } from '../testing';
import { seedKanban } from './kanban';

useDemoServer();

type Card = { id: string; title: string; description: string };
type Board = { columns: { id: string; title: string; cards: Card[] }[] };

async function session(language?: string) {
  const token = (await loginAs('admin@demo.com')).accessToken;
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
  const options = { token, headers };
  return {
    options,
    board: async () => (await callApi('GET', '/kanban/board', options)).body as Board,
    card: async (id: string) =>
      (await callApi('GET', '/kanban/board', options)).body.columns
        .flatMap((c: Board['columns'][number]) => c.cards)
        .find((c: Card) => c.id === id) as Card,
  };
}

const seed = seedKanban();
const english = new Set([...seed.columns.map((c) => c.title), ...seed.cards.flatMap((c) => [c.title, c.description])]);
english.delete('');

describe("kanban in the reader's language", () => {
  it('answers every seeded column and card in French and Arabic, English without a language', async () => {
    const en = await (await session()).board();
    expect(en.columns.map((c) => c.title)).toEqual(['Backlog', 'In progress', 'In review', 'Done']);
    for (const language of ['fr', 'ar']) {
      const board = await (await session(language)).board();
      expect(board.columns.map((c) => c.cards.map((card) => card.id))).toEqual(
        en.columns.map((c) => c.cards.map((card) => card.id)),
      );
      for (const column of board.columns) {
        expect(english, `${language} ${column.id}`).not.toContain(column.title);
        for (const card of column.cards) {
          expect(english, `${language} ${card.id}`).not.toContain(card.title);
          expect(english, `${language} ${card.id}`).not.toContain(card.description);
        }
      }
    }
    const fr = await session('fr');
    expect((await fr.board()).columns.map((c) => c.title)).toEqual([
      'À planifier',
      'En cours',
      'En relecture',
      'Terminé',
    ]);
    expect(await fr.card('card-5')).toMatchObject({ title: 'Le paiement échoue avec les cartes enregistrées' });
  });

  it('keeps what a user typed as typed, in every language, and the seed text that was sent back unchanged', async () => {
    const fr = await session('fr');
    const card = await fr.card('card-1');
    // Saved from the French card dialog with only the description changed: the title is still the seed's.
    const description = 'Vérifier aussi l’aperçu avant impression.';
    const patch = { title: card.title, description };
    const saved = await callApi('PATCH', '/kanban/cards/card-1', { ...fr.options, body: patch });
    expect(saved.body.card).toMatchObject({ title: 'Mode sombre pour le PDF des factures', description });
    expect(await (await session()).card('card-1')).toMatchObject({
      title: 'Dark mode for the invoice PDF',
      description,
    });
    expect((await (await session('ar')).card('card-1')).description).toBe(description);

    await callApi('PATCH', '/kanban/columns/col-2', { ...fr.options, body: { title: 'Sprint 12' } });
    const added = await callApi('POST', '/kanban/cards', {
      ...fr.options,
      body: { columnId: 'col-2', title: 'Relire le contrat' },
    });
    expect(added.body.card.title).toBe('Relire le contrat');
    for (const language of [undefined, 'fr', 'ar']) {
      const board = await (await session(language)).board();
      expect(board.columns[1]!.title).toBe('Sprint 12');
      expect(board.columns[1]!.cards.at(-1)!.title).toBe('Relire le contrat');
    }
    expect((await (await session('ar')).board()).columns[0]!.title).toBe('قائمة المهام');
  });
});
