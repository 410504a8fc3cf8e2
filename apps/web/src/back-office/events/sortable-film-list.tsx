import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import DragIndicator from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { AdminEventFilm } from '@screener/contracts/admin-events';
import { useTranslation } from 'react-i18next';

/**
 * The playlist in playing order. A film is dragged by its handle (pointer, or the keyboard: focus
 * the handle, Space to lift, arrows to move, Space to drop), or moved by its up and down buttons.
 */
export function SortableFilmList({
  films,
  onChange,
  labelId,
}: {
  films: AdminEventFilm[];
  onChange: (films: AdminEventFilm[]) => void;
  labelId: string;
}) {
  const { t } = useTranslation('admin');
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: unknown) => films.find((film) => film.id === id)?.title ?? '';
  const positionOf = (id: unknown) => films.findIndex((film) => film.id === id) + 1;

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = films.findIndex((film) => film.id === active.id);
    const to = films.findIndex((film) => film.id === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(films, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('eventStage.films.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('eventStage.films.picked', { title: titleOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('eventStage.films.over', { title: titleOf(active.id), position: positionOf(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('eventStage.films.dropped', { title: titleOf(active.id), position: positionOf(over.id) })
              : t('eventStage.films.cancelled', { title: titleOf(active.id) }),
          onDragCancel: ({ active }) => t('eventStage.films.cancelled', { title: titleOf(active.id) }),
        },
      }}
    >
      <SortableContext items={films.map((film) => film.id)} strategy={verticalListSortingStrategy}>
        <List dense aria-labelledby={labelId} component="ol">
          {films.map((film, index) => (
            <SortableFilm
              key={film.id}
              film={film}
              index={index}
              last={index === films.length - 1}
              onMove={(by) => onChange(arrayMove(films, index, index + by))}
              onRemove={() => onChange(films.filter((item) => item.id !== film.id))}
            />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

function SortableFilm({
  film,
  index,
  last,
  onMove,
  onRemove,
}: {
  film: AdminEventFilm;
  index: number;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const sortable = useSortable({ id: film.id });
  return (
    <ListItem
      ref={sortable.setNodeRef}
      divider
      data-film-id={film.id}
      sx={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 1 : 'auto',
        bgcolor: sortable.isDragging ? 'action.selected' : undefined,
        gap: 1,
        px: 0,
      }}
    >
      <IconButton
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('eventStage.films.drag', { title: film.title })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator />
      </IconButton>
      <ListItemText primary={<bdi>{film.title}</bdi>} secondary={`${index + 1}`} sx={{ minInlineSize: 0 }} />
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        <IconButton
          aria-label={t('events.editor.moveUp', { title: film.title })}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUpward />
        </IconButton>
        <IconButton
          aria-label={t('events.editor.moveDown', { title: film.title })}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDownward />
        </IconButton>
        <IconButton aria-label={t('events.editor.removeFilm', { title: film.title })} onClick={onRemove}>
          <Delete />
        </IconButton>
      </Stack>
    </ListItem>
  );
}
