//! What the knowledge table says a food contains: the nine allergens plus the markers diets are
//! decided by (meat, molluscs, other slaughter products, honey, gluten grains).

use std::fmt;
use std::str::FromStr;

use crate::allergen::Allergen;

/// One thing a food can contain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Marker {
    Allergen(Allergen),
    /// Flesh of mammals and birds.
    Meat,
    /// Clams, mussels, squid…: seafood, but not one of the nine allergens.
    Mollusc,
    /// Slaughter products that are not flesh: gelatin, rennet, carmine.
    Animal,
    Honey,
    /// Gluten grains besides wheat (barley, rye, malt) and oats that are not certified.
    Gluten,
}

impl Marker {
    const OTHERS: [(Self, &'static str); 5] = [
        (Self::Meat, "meat"),
        (Self::Mollusc, "mollusc"),
        (Self::Animal, "animal"),
        (Self::Honey, "honey"),
        (Self::Gluten, "gluten"),
    ];

    fn bit(self) -> u16 {
        let index = match self {
            Self::Allergen(allergen) => Allergen::ALL
                .iter()
                .position(|a| *a == allergen)
                .expect("every allergen is in Allergen::ALL"),
            other => {
                9 + Self::OTHERS
                    .iter()
                    .position(|(m, _)| *m == other)
                    .unwrap_or(0)
            }
        };
        1 << index
    }

    fn all() -> impl Iterator<Item = Self> {
        Allergen::ALL
            .into_iter()
            .map(Self::Allergen)
            .chain(Self::OTHERS.into_iter().map(|(marker, _)| marker))
    }
}

impl fmt::Display for Marker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Allergen(allergen) => allergen.fmt(f),
            other => {
                let name = Self::OTHERS
                    .iter()
                    .find(|(m, _)| m == other)
                    .map(|(_, n)| *n);
                f.write_str(name.unwrap_or("?"))
            }
        }
    }
}

/// A marker name of the table that is none of the known ones.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown marker `{0}`")]
pub struct UnknownMarker(pub String);

impl FromStr for Marker {
    type Err = UnknownMarker;

    /// The exact names the table uses: an allergen's wire id or one of the diet markers.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Marker::all()
            .find(|marker| marker.to_string() == text)
            .ok_or_else(|| UnknownMarker(text.to_owned()))
    }
}

/// A set of markers, small and `Copy` so classifying stays allocation-free.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct MarkerSet(u16);

impl MarkerSet {
    pub const EMPTY: Self = Self(0);

    pub fn of(markers: impl IntoIterator<Item = Marker>) -> Self {
        markers.into_iter().fold(Self::EMPTY, Self::with)
    }

    pub fn with(self, marker: Marker) -> Self {
        Self(self.0 | marker.bit())
    }

    pub fn contains(self, marker: Marker) -> bool {
        self.0 & marker.bit() != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn union(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    pub fn minus(self, other: Self) -> Self {
        Self(self.0 & !other.0)
    }

    pub fn intersects(self, other: Self) -> bool {
        self.0 & other.0 != 0
    }

    pub fn iter(self) -> impl Iterator<Item = Marker> {
        Marker::all().filter(move |marker| self.contains(*marker))
    }

    /// The allergens among the markers, in [`Allergen::ALL`] order.
    pub fn allergens(self) -> impl Iterator<Item = Allergen> {
        self.iter().filter_map(|marker| match marker {
            Marker::Allergen(allergen) => Some(allergen),
            _ => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_marker_round_trips_through_its_name_and_has_its_own_bit() {
        let all: Vec<Marker> = Marker::all().collect();
        assert_eq!(all.len(), 14);
        for marker in &all {
            assert_eq!(marker.to_string().parse::<Marker>(), Ok(*marker));
        }
        assert_eq!(MarkerSet::of(all.iter().copied()).iter().count(), 14);
        assert!("shellfish".parse::<Marker>().is_err());
    }
}
