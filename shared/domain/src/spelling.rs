//! Spelling distance, for reading words people misspell ("parmesian", "wensday"): the
//! ingredient knowledge table and the offline chat model both correct against it.

/// Edits (insertions, deletions, substitutions, swaps of neighbours) from `a` to `b`.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut rows = vec![(0..=b.len()).collect::<Vec<usize>>()];
    for i in 1..=a.len() {
        let mut row = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let substitution = rows[i - 1][j - 1] + usize::from(a[i - 1] != b[j - 1]);
            row[j] = substitution.min(rows[i - 1][j] + 1).min(row[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                row[j] = row[j].min(rows[i - 2][j - 2] + 1);
            }
        }
        rows.push(row);
    }
    rows[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_a_swap_of_neighbours_as_one() {
        assert_eq!(edit_distance("tuseday", "tuesday"), 1);
        assert_eq!(edit_distance("wensday", "wednesday"), 2);
        assert_eq!(edit_distance("recipies", "recipes"), 1);
        assert_eq!(edit_distance("", "lunch"), 5);
    }
}
