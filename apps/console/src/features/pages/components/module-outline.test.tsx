import { ColumnType, ColumnTypeName } from '@emall/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newModule } from '../utils/new-module.ts';
import { ModuleOutline } from './module-outline.tsx';

const modules = [ColumnType.carousel, ColumnType.navigation, ColumnType.oneRowTwoCol].map(newModule);

describe('the page outline', () => {
  it('moves a module by dragging it onto another: the first onto the third', () => {
    const onMove = vi.fn();
    render(<ModuleOutline modules={modules} selection={{ kind: 'page' }} onSelect={vi.fn()} onMove={onMove} onRemove={vi.fn()} />);
    const items = screen.getAllByTestId('module-item');
    expect(items.map((li) => li.getAttribute('draggable'))).toEqual(['true', 'true', 'true']);
    const dataTransfer = { effectAllowed: '', setData: vi.fn() };
    fireEvent.dragStart(items[0]!, { dataTransfer });
    fireEvent.dragOver(items[2]!, { dataTransfer });
    fireEvent.drop(items[2]!, { dataTransfer });
    expect(onMove).toHaveBeenCalledExactlyOnceWith(0, 2);
  });

  it('ignores a drop on the module dragged, and a drop with nothing dragged', () => {
    const onMove = vi.fn();
    render(<ModuleOutline modules={modules} selection={{ kind: 'page' }} onSelect={vi.fn()} onMove={onMove} onRemove={vi.fn()} />);
    const [first, second] = screen.getAllByTestId('module-item');
    fireEvent.drop(second!);
    fireEvent.dragStart(first!, { dataTransfer: { effectAllowed: '' } });
    fireEvent.drop(first!);
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByText(ColumnTypeName[ColumnType.oneRowTwoCol])).toBeTruthy();
  });
});
