//! Prompt rendering with minijinja in strict mode (seed 004 §6.6, Scriban's `{{ var }}` syntax
//! carries over): using a variable the caller did not provide fails with the list of what is
//! missing, instead of silently rendering an empty string into a prompt.

use minijinja::value::{Serde, Value as TemplateValue};
use minijinja::{Environment, ErrorKind, Output, State, UndefinedBehavior};
use serde_json::Value;

/// Why a template did not render.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RenderError {
    /// Rendering hit an undefined variable. `missing` lists every variable (dotted paths for
    /// nested ones, sorted) the template references that `vars` lacks, including ones guarded
    /// by `default` elsewhere in the template.
    #[error("prompt template needs variables that were not provided: {}", missing.join(", "))]
    MissingVariables { missing: Vec<String> },
    /// The template does not parse or fails while rendering for another reason.
    #[error("prompt template error: {message}")]
    Template { message: String },
}

/// Renders prompt templates. `null` values render as empty strings (optional variables), and
/// `default` / `is defined` still work for variables a template treats as optional.
#[derive(Debug, Clone, Copy, Default)]
pub struct PromptRenderer;

/// A prompt-rendering engine, so callers can swap the engine (seed 004's `IPromptRenderer`).
pub trait RenderPrompt: Send + Sync {
    fn render(&self, template: &str, vars: &Value) -> Result<String, RenderError>;
}

impl PromptRenderer {
    /// Renders `template` with the variables of the JSON object `vars`.
    pub fn render(template: &str, vars: &Value) -> Result<String, RenderError> {
        let mut env = Environment::new();
        env.set_undefined_behavior(UndefinedBehavior::Strict);
        env.set_formatter(null_as_empty);
        let compiled = env.template_from_str(template).map_err(template_error)?;
        match compiled.render(TemplateValue::from(Serde(vars))) {
            Ok(text) => Ok(text),
            Err(error) if error.kind() == ErrorKind::UndefinedError => {
                let mut missing: Vec<String> = compiled
                    .undeclared_variables(true)
                    .into_iter()
                    .filter(|path| !has_path(vars, path))
                    .collect();
                if missing.is_empty() {
                    return Err(template_error(error));
                }
                missing.sort();
                Err(RenderError::MissingVariables { missing })
            }
            Err(error) => Err(template_error(error)),
        }
    }
}

impl RenderPrompt for PromptRenderer {
    fn render(&self, template: &str, vars: &Value) -> Result<String, RenderError> {
        PromptRenderer::render(template, vars)
    }
}

fn null_as_empty(
    out: &mut Output,
    state: &mut State,
    value: &TemplateValue,
) -> Result<(), minijinja::Error> {
    if value.is_none() {
        Ok(())
    } else {
        minijinja::escape_formatter(out, state, value)
    }
}

fn template_error(error: minijinja::Error) -> RenderError {
    let mut message = error.kind().to_string();
    if let Some(detail) = error.detail() {
        message.push_str(": ");
        message.push_str(detail);
    }
    if let Some(line) = error.line() {
        message.push_str(&format!(" (line {line})"));
    }
    RenderError::Template { message }
}

/// Whether the dotted `path` (as minijinja reports nested variables) exists in `vars`.
fn has_path(vars: &Value, path: &str) -> bool {
    path.split('.')
        .try_fold(vars, |value, segment| value.get(segment))
        .is_some()
}
