//! `infra/template.yaml` as CloudFormation reads it: the parsed document, its resources, and
//! intrinsic functions short (`!Ref X`) or long (`{"Fn::GetAtt": [X, Arn]}`). Shared by the
//! serverless harness and the store's template check (which includes this file by path, having
//! no dependency on this crate).

use std::path::Path;

use serde_yaml::{Mapping, Value};

/// The template at `path`; short forms (`!Ref X`) stay `Value::Tagged`.
pub fn load_template(path: &Path) -> Value {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_yaml::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is not valid YAML: {e}", path.display()))
}

/// The template's `Resources` by logical id.
pub fn resources(root: &Value) -> &Mapping {
    root.get("Resources")
        .and_then(Value::as_mapping)
        .expect("template has no Resources mapping")
}

/// `!Tag argument` (or `{"Fn::Tag": argument}`) → the argument as a string; `!GetAtt X.Arn`
/// and `Fn::GetAtt: [X, Arn]` both give `X.Arn`.
pub fn intrinsic_argument(value: &Value, tag: &str) -> Option<String> {
    let argument = match value {
        Value::Tagged(tagged) if tagged.tag == tag => &tagged.value,
        Value::Mapping(mapping) if mapping.len() == 1 => {
            let long_form = if tag == "Ref" {
                "Ref".to_owned()
            } else {
                format!("Fn::{tag}")
            };
            mapping.get(long_form.as_str())?
        }
        _ => return None,
    };
    match argument {
        Value::String(text) => Some(text.clone()),
        Value::Sequence(parts) => {
            let parts: Option<Vec<&str>> = parts.iter().map(Value::as_str).collect();
            Some(parts?.join("."))
        }
        _ => None,
    }
}
