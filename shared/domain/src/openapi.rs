//! OpenAPI schemas (feature `openapi`) of the wire types whose serde form is not their Rust
//! shape: those serialized through a wire struct, and those written as a string. The derived
//! ones sit on their types (`#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]`).

use std::borrow::Cow;

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::{PartialSchema, ToSchema};

use crate::variant::{MealSlot, VariantId, Warnings};

/// Documents `$ty` as its wire form `$wire` under the name `$name`.
macro_rules! schema_as_wire {
    ($ty:ty, $name:literal, $wire:ty) => {
        impl utoipa::PartialSchema for $ty {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                <$wire as utoipa::PartialSchema>::schema()
            }
        }
        impl utoipa::ToSchema for $ty {
            fn name() -> std::borrow::Cow<'static, str> {
                std::borrow::Cow::Borrowed($name)
            }
            fn schemas(
                schemas: &mut Vec<(
                    String,
                    utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
                )>,
            ) {
                <$wire as utoipa::ToSchema>::schemas(schemas)
            }
        }
    };
}
pub(crate) use schema_as_wire;

/// A string schema with a pattern and a description.
fn text(pattern: &str, description: &str) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(pattern))
        .description(Some(description))
        .into()
}

impl PartialSchema for MealSlot {
    fn schema() -> RefOr<Schema> {
        text(
            "^(breakfast|lunch|dinner|snack)(_([2-9]|[1-9][0-9]+))?$",
            "A meal of a day: its meal type, `_N` for its N-th occurrence (N ≥ 2): `dinner`, `snack_2`",
        )
    }
}

impl ToSchema for MealSlot {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("MealSlot")
    }
}

impl PartialSchema for VariantId {
    fn schema() -> RefOr<Schema> {
        text(
            "^variant:.+:[0-9]{4}-[0-9]{2}-[0-9]{2}:[a-z_0-9]+$",
            "`variant:{snapshotId}:{date}:{mealType}`",
        )
    }
}

impl ToSchema for VariantId {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("VariantId")
    }
}

impl PartialSchema for Warnings {
    fn schema() -> RefOr<Schema> {
        ArrayBuilder::new()
            .items(String::schema())
            .description(Some(
                "What a cook should know about the change, at most a few lines",
            ))
            .into()
    }
}

impl ToSchema for Warnings {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Warnings")
    }
}
