/**
 * The row an INSERT or UPDATE … RETURNING of exactly one row gave back. None back means the statement
 * missed a row the caller knew was there: a bug, so it throws (`statement` names it in the message).
 */
export const returnedRow = <Row>(rows: Row[], statement: string): Row => {
  const [row] = rows;
  if (!row) throw new Error(`${statement} returned nothing`);
  return row;
};
