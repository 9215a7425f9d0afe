import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChooseAndSave } from './choose-and-save';

const userEvent = userEventLib.setup({ delay: null });

type Item = { id: number; name: string; active: boolean };
const items: Item[] = [
  { id: 1, name: 'Land Cruiser', active: true },
  { id: 2, name: 'Coaster', active: false },
  { id: 3, name: 'Hiace', active: true },
];

function renderChoice(ordered: boolean, initial: number[], onSave = vi.fn()) {
  render(
    <ChooseAndSave<Item>
      title="Vehicles"
      initial={initial}
      items={items}
      keep={(item, chosen) => item.active || chosen.includes(item.id)}
      loading={false}
      empty="None yet"
      ordered={ordered}
      label={(item) => item.name}
      saveLabel="Save"
      saving={false}
      onSave={onSave}
    />,
  );
  return onSave;
}

const labels = () => screen.getAllByRole('checkbox').map((box) => box.closest('li')?.textContent);

describe('ChooseAndSave', () => {
  it('lists the ticked first in the order they were ticked, numbered, and saves that order', async () => {
    const onSave = renderChoice(true, [3]);
    expect(labels()).toEqual(['1. Hiace', 'Land Cruiser']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Land Cruiser' }));
    expect(labels()).toEqual(['1. Hiace', '2. Land Cruiser']);
    await userEvent.click(screen.getByRole('checkbox', { name: '1. Hiace' }));
    expect(labels()).toEqual(['1. Land Cruiser', 'Hiace']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([1]);
  });

  it('keeps an inactive item listed while it is ticked, unnumbered when not ordered', async () => {
    const onSave = renderChoice(false, [2]);
    expect(labels()).toEqual(['Land Cruiser', 'Coaster', 'Hiace']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hiace' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([2, 3]);
  });
});
