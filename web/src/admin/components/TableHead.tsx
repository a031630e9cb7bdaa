import { Table } from '@chakra-ui/react';

/** A table's header row, one column heading each (inside a Chakra `Table.Root`). */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <Table.ColumnHeader key={column} scope="col">
            {column}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
